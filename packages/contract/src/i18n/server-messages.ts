import { deviceServerMessages } from '../device/device.messages';
import { softwareServerMessages } from '../device/software.endpoints';
import { deviceCommandServerMessages } from '../device/device-command.resource';
import { paymentServerMessages } from '../payment/payment.messages';
import { vendingServerMessages } from '../vending/vending.messages';
import { renovationServerMessages } from '../renovation/renovation.messages';
import { renovationCatalogueServerMessages } from '../renovation/catalogue/catalogue.messages';
import { flowServerMessages } from '../flow/flow.messages';
import { customerServerMessages } from '../customer/customer.messages';
import { orderServerMessages } from '../order/order.messages';
import { reportServerMessages } from '../statistics/report.messages';
import { organProfileServerMessages } from '../organ/organ-profile.messages';
import { invoiceServerMessages } from '../order/order-detail-codes';
import { marketingServerMessages } from '../marketing/marketing.messages';
import { goodsFieldLabels, goodsServerMessages } from '../ministore/goods.messages';
import {
  specificationFieldLabels,
  specificationServerMessages,
} from '../ministore/goods-specification.messages';
import { goodsSkuFieldLabels, goodsSkuServerMessages } from '../ministore/goods-sku.messages';
import type { Locale, Translations } from './locale';

/**
 * Texts the server puts in `description`. One catalogue, three languages; `{name}` marks
 * a value filled in at run time.
 */
export const serverMessages = {
  'field.required': {
    zh: '{field}不能为空',
    en: '{field} is required',
    es: '{field} es obligatorio',
  },
  'field.invalid': {
    zh: '{field}格式不正确',
    en: '{field} is not valid',
    es: '{field} no es válido',
  },
  'field.tooLong': {
    zh: '{field}过长',
    en: '{field} is too long',
    es: '{field} es demasiado largo',
  },
  'field.tooSmall': {
    zh: '{field}过小',
    en: '{field} is too small',
    es: '{field} es demasiado pequeño',
  },
  'field.tooBig': {
    zh: '{field}过大',
    en: '{field} is too big',
    es: '{field} es demasiado grande',
  },
  'field.taken': {
    zh: '{field}“{value}”已被使用',
    en: '{field} "{value}" is already in use',
    es: '{field} "{value}" ya está en uso',
  },
  'state.locked': {
    zh: '该记录{field}为“{state}”，不能再修改或删除',
    en: 'This record is {state} ({field}) and can no longer be changed or removed',
    es: 'Este registro está en «{state}» ({field}) y ya no se puede cambiar ni eliminar',
  },
  'state.illegal': {
    zh: '该记录{field}为“{state}”，不能执行此操作',
    en: 'This record is {state} ({field}); this step is not allowed from there',
    es: 'Este registro está en «{state}» ({field}); este paso no está permitido desde ahí',
  },
  'state.parentLocked': {
    zh: '{field}已是“{state}”，其明细不能再修改',
    en: 'The {field} is already {state}; its lines can no longer change',
    es: '{field} ya está en «{state}»; sus líneas ya no pueden cambiar',
  },
  'stock.short': {
    zh: '{item}库存不足：现有 {onHand}，需要 {wanted}',
    en: 'Not enough {item} in stock: {onHand} on hand, {wanted} wanted',
    es: 'No hay suficiente {item} en existencias: {onHand} disponibles, se piden {wanted}',
  },
  'warehouse.inUse': {
    zh: '该仓库仍有库存或单据，不能删除',
    en: 'This warehouse still holds stock or documents and cannot be removed',
    es: 'Este almacén todavía tiene existencias o documentos y no se puede eliminar',
  },
  'item.inUse': {
    zh: '该物料仍有库存或单据，不能删除',
    en: 'This item still has stock or documents and cannot be removed',
    es: 'Este artículo todavía tiene existencias o documentos y no se puede eliminar',
  },
  'wms.itemValueTaken': {
    zh: '该物料已有此规格值',
    en: 'The item already has this specification value',
    es: 'El artículo ya tiene este valor de especificación',
  },
  'wms.noLines': {
    zh: '单据没有明细，不能过账',
    en: 'The document has no lines and cannot be posted',
    es: 'El documento no tiene líneas y no se puede contabilizar',
  },
  'wms.overSettled': {
    zh: '结算金额超过余额 {balance}',
    en: 'The amount is more than the balance of {balance}',
    es: 'El importe supera el saldo de {balance}',
  },
  'freight.regionTaken': {
    zh: '地区“{value}”已在该模板的另一条规则中',
    en: 'The region "{value}" is already in another rule of this template',
    es: 'La región «{value}» ya está en otra regla de esta plantilla',
  },
  'state.changed': {
    zh: '该记录刚被其他人修改，请刷新后重试',
    en: 'Someone else has just changed this record; refresh and try again',
    es: 'Otra persona acaba de cambiar este registro; actualice e inténtelo de nuevo',
  },
  'record.inUse': {
    zh: '该记录仍被其他数据使用，请先移除这些数据',
    en: 'This record is still used by other records; remove those first',
    es: 'Este registro todavía lo usan otros registros; elimínelos primero',
  },
  'tree.ownAncestor': {
    zh: '{field}不能是该记录自身或其下级',
    en: '{field} cannot be the record itself or one below it',
    es: '{field} no puede ser el propio registro ni uno que dependa de él',
  },
  'tree.hasChildren': {
    zh: '该记录下还有下级记录，请先删除下级记录',
    en: 'This record still has records below it; remove those first',
    es: 'Este registro todavía tiene registros que dependen de él; elimínelos primero',
  },
  'request.badJson': {
    zh: '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
  },
  'request.invalid': {
    zh: '请求格式不正确',
    en: 'The request is not valid',
    es: 'La solicitud no es válida',
  },
  'request.tooLarge': {
    zh: '请求体过大',
    en: 'The request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
  },
  'request.tooMany': {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    es: 'Demasiadas solicitudes, inténtelo más tarde',
  },
  'auth.badCredentials': {
    zh: '用户名或密码错误',
    en: 'Wrong user name or password',
    es: 'Usuario o contraseña incorrectos',
  },
  'auth.tooManyFailures': {
    zh: '登录失败次数过多，请 15 分钟后再试',
    en: 'Too many failed logins, try again in 15 minutes',
    es: 'Demasiados intentos fallidos, inténtelo de nuevo en 15 minutos',
  },
  'auth.captchaRequired': {
    zh: '请输入验证码',
    en: 'Please enter the verification code',
    es: 'Introduzca el código de verificación',
  },
  'auth.captchaInvalid': {
    zh: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
    es: 'El código de verificación es incorrecto o ha caducado',
  },
  'auth.userDisabled': {
    zh: '该用户已被停用',
    en: 'This user is disabled',
    es: 'Este usuario está desactivado',
  },
  'auth.sessionInvalid': {
    zh: '登录已失效，请重新登录',
    en: 'Your session is no longer valid, please log in again',
    es: 'Su sesión ya no es válida, vuelva a iniciar sesión',
  },
  'auth.forbidden': {
    zh: '没有执行此操作的权限',
    en: 'You do not have the authority for this action',
    es: 'No tiene autorización para esta acción',
  },
  'record.notFound': {
    zh: '记录不存在',
    en: 'No such record',
    es: 'No existe ese registro',
  },
  'scope.tenantWide': {
    zh: '该记录由整个租户共用，只有租户总部的用户可以新增或修改',
    en: 'These records are shared by the whole tenant: only users of its head organisation may add or change them',
    es: 'Estos registros son de todo el inquilino: solo los usuarios de su organización principal pueden añadirlos o cambiarlos',
  },
  'scope.platformWide': {
    zh: '该记录由平台提供给所有租户，只有平台用户可以新增或修改',
    en: 'These records are the platform’s, shared with every tenant: only platform staff may add or change them',
    es: 'Estos registros son de la plataforma y se comparten con todos los inquilinos: solo el personal de la plataforma puede añadirlos o cambiarlos',
  },
  'user.nameTaken': {
    zh: '用户名已存在',
    en: 'This user name is already taken',
    es: 'Este nombre de usuario ya está en uso',
  },
  'user.passwordTooShort': {
    zh: '{field}至少需要 {min} 个字符',
    en: '{field} must have at least {min} characters',
    es: '{field} debe tener al menos {min} caracteres',
  },
  'gateway.fixed': {
    zh: '这个{field}不能关闭（登录、退出或网关本身）',
    en: 'This {field} cannot be switched off (signing in or out, or the gateway itself)',
    es: 'Esta {field} no se puede desactivar (entrar, salir o la propia pasarela)',
  },
  'gateway.off': {
    zh: '该接口已暂停使用：{reason}',
    en: 'This call is switched off for now: {reason}',
    es: 'Esta llamada está desactivada por ahora: {reason}',
  },
  'user.passwordCommon': {
    zh: '{field}是常见或已泄露的密码（或与之相近），请换一个',
    en: '{field} is a common or leaked password (or close to one); choose another',
    es: '{field} es una contraseña común o filtrada (o se parece a una); elija otra',
  },
  'user.passwordHasName': {
    zh: '{field}不能包含用户名或姓名',
    en: '{field} must not contain the user name or the name',
    es: '{field} no debe contener el nombre de usuario ni el nombre',
  },
  'user.passwordGuessable': {
    zh: '{field}太容易被猜到：请用更长的密码或几个不相关的词',
    en: '{field} is too easy to guess: use a longer one or a few unrelated words',
    es: '{field} es demasiado fácil de adivinar: use una más larga o varias palabras sin relación',
  },
  'user.lastAdministrator': {
    zh: '这是最后一个能管理权限的用户，不能去掉其管理员角色',
    en: 'This is the last user who can manage authorities; their administrator role cannot be taken away',
    es: 'Es el último usuario que puede gestionar los permisos; no se le puede quitar el rol de administrador',
  },
  'user.notSelf': {
    zh: '不能停用或删除自己',
    en: 'You cannot disable or remove yourself',
    es: 'No puede desactivarse ni eliminarse a sí mismo',
  },
  'user.outranks': {
    zh: '该用户拥有您没有的权限，不能修改',
    en: 'This user holds authorities you do not hold, so you cannot change them',
    es: 'Este usuario tiene autorizaciones que usted no tiene, no puede modificarlo',
  },
  'role.notAssignable': {
    zh: '不能分配角色“{role}”：它包含您没有的权限',
    en: 'You cannot assign the role "{role}": it grants authorities you do not hold',
    es: 'No puede asignar el rol "{role}": otorga autorizaciones que usted no tiene',
  },
  'role.otherTenant': {
    zh: '角色“{role}”不属于该用户的租户',
    en: 'The role "{role}" does not belong to the user\'s tenant',
    es: 'El rol "{role}" no pertenece al inquilino del usuario',
  },
  'role.codeTaken': {
    zh: '本租户已有编码为“{code}”的角色',
    en: 'A role with the code "{code}" already exists in this tenant',
    es: 'Ya existe un rol con el código "{code}" en este inquilino',
  },
  'role.inUse': {
    zh: '该角色仍分配给 {count} 个用户，请先取消分配',
    en: 'This role is still assigned to {count} user(s); unassign it first',
    es: 'Este rol sigue asignado a {count} usuario(s); quítelo primero',
  },
  'authority.notHeld': {
    zh: '不能授予您自己没有的权限：{codes}',
    en: 'You cannot grant authorities you do not hold: {codes}',
    es: 'No puede otorgar autorizaciones que usted no tiene: {codes}',
  },
  'authority.platformOnly': {
    zh: '只有平台人员可以修改权限树',
    en: 'Only platform staff may change the authority tree',
    es: 'Solo el personal de la plataforma puede modificar el árbol de autorizaciones',
  },
  'authority.codeTaken': {
    zh: '权限编码“{code}”已存在',
    en: 'The authority code "{code}" is already used',
    es: 'El código de autorización "{code}" ya está en uso',
  },
  'authority.hasChildren': {
    zh: '该权限下还有子节点，请先删除子节点',
    en: 'This authority still has child nodes; remove them first',
    es: 'Esta autorización aún tiene nodos hijos; elimínelos primero',
  },
  'authority.badParent': {
    zh: '{field}不能是节点自身、其下级节点或按钮',
    en: '{field} cannot be the node itself, one of its descendants or a button',
    es: '{field} no puede ser el propio nodo, uno de sus descendientes ni un botón',
  },
  'dictionary.valueTaken': {
    zh: '字典类型“{bigType}”中已有值“{value}”',
    en: 'The dictionary type "{bigType}" already has the value "{value}"',
    es: 'El tipo de diccionario "{bigType}" ya tiene el valor "{value}"',
  },
  'setting.platformOnly': {
    zh: '只有平台人员可以修改全局设置',
    en: 'Only platform staff may change global settings',
    es: 'Solo el personal de la plataforma puede modificar la configuración global',
  },
  'export.notExportable': {
    zh: '“{endpoint}”不是可导出的列表',
    en: '"{endpoint}" is not a list that can be exported',
    es: '"{endpoint}" no es una lista exportable',
  },
  'export.tooManyUnfinished': {
    zh: '您已有 {max} 个导出正在进行，请等待其完成',
    en: 'You already have {max} exports in progress; wait for one to finish',
    es: 'Ya tiene {max} exportaciones en curso; espere a que termine una',
  },
  'export.notReady': {
    zh: '导出尚未完成',
    en: 'This export is not finished yet',
    es: 'Esta exportación aún no ha terminado',
  },
  'export.tooManyRows': {
    zh: '导出超过 {max} 行，请缩小查询范围',
    en: 'The export has more than {max} rows; narrow the filter',
    es: 'La exportación tiene más de {max} filas; acote el filtro',
  },
  'export.interrupted': {
    zh: '导出被中断（服务器已重启），请重新导出',
    en: 'The export was interrupted (the server restarted); export again',
    es: 'La exportación se interrumpió (el servidor se reinició); vuelva a exportar',
  },
  // The list an export pages through refused it: its own text, already in the caller's language.
  'export.listRefused': { zh: '{reason}', en: '{reason}', es: '{reason}' },
  'file.malformed': {
    zh: '上传的内容不是有效的 multipart/form-data（缺少分隔符或格式错误）',
    en: 'The upload is not valid multipart/form-data (no boundary, or malformed parts)',
    es: 'La subida no es multipart/form-data válido (sin separador o con partes mal formadas)',
  },
  'file.missing': {
    zh: '请选择要上传的文件',
    en: 'Choose a file to upload',
    es: 'Elija un archivo para subir',
  },
  'file.empty': {
    zh: '文件是空的',
    en: 'The file is empty',
    es: 'El archivo está vacío',
  },
  'file.notImage': {
    zh: '只能上传 JPEG、PNG、GIF 或 WebP 图片',
    en: 'Only JPEG, PNG, GIF or WebP pictures can be uploaded',
    es: 'Solo se pueden subir imágenes JPEG, PNG, GIF o WebP',
  },
  'file.linkInvalid': {
    zh: '文件链接无效或已过期，请重新打开',
    en: 'This file link is not valid or has expired; open the file again',
    es: 'Este enlace de archivo no es válido o ha caducado; vuelva a abrir el archivo',
  },
  'file.privateOnStorefront': {
    zh: '私有文件不能用作商品图片，请选择公开图片',
    en: 'A private file cannot be shown on the storefront; choose a public picture',
    es: 'Un archivo privado no puede mostrarse en la tienda; elija una imagen pública',
  },
  'file.inUse': {
    zh: '该文件仍被使用：{users}',
    en: 'The file is still used by: {users}',
    es: 'El archivo todavía lo usa: {users}',
  },
  'folder.ownAncestor': {
    zh: '文件夹不能移到自己或其子文件夹下',
    en: 'A folder cannot move into itself or one of its sub-folders',
    es: 'Una carpeta no puede moverse dentro de sí misma ni de una subcarpeta',
  },
  'folder.hasChildren': {
    zh: '请先删除该文件夹下的子文件夹',
    en: 'Remove the sub-folders of this folder first',
    es: 'Elimine primero las subcarpetas de esta carpeta',
  },
  'organ.hasChildren': {
    zh: '该组织下还有下级组织，请先删除下级组织',
    en: 'This organisation still has sub-organisations; remove them first',
    es: 'Esta organización aún tiene suborganizaciones; elimínelas primero',
  },
  'organ.hasData': {
    zh: '该组织下还有 {count} 条数据（用户、角色等），请先移走或删除',
    en: 'This organisation still owns {count} record(s) (users, roles, ...); move or remove them first',
    es: 'Esta organización aún tiene {count} registro(s) (usuarios, roles, ...); muévalos o elimínelos primero',
  },
  'organ.badParent': {
    zh: '{field}不能是组织自身或其下级组织',
    en: '{field} cannot be the organisation itself or one below it',
    es: '{field} no puede ser la propia organización ni una de sus suborganizaciones',
  },
  'organ.parentOutsideTenant': {
    zh: '{field}不属于所选租户',
    en: '{field} does not belong to the chosen tenant',
    es: '{field} no pertenece al inquilino elegido',
  },
  'organ.tenantUnderPlatform': {
    zh: '租户只能直接建在平台下，平台下只能建租户或平台部门',
    en: 'A tenant can only be created directly under the platform',
    es: 'Un inquilino solo puede crearse directamente bajo la plataforma',
  },
  'organ.typeFixed': {
    zh: '组织类型创建后不能修改',
    en: 'The type of an organisation cannot be changed',
    es: 'El tipo de una organización no se puede cambiar',
  },
  'organ.platformFixed': {
    zh: '平台组织不能移动或删除',
    en: 'The platform organisation cannot be moved or removed',
    es: 'La organización de la plataforma no se puede mover ni eliminar',
  },
  'field.scheduleOrder': {
    zh: '{field}必须晚于开始营业时间',
    en: '{field} must be later than the opening time',
    es: '{field} debe ser posterior a la hora de apertura',
  },
  'store.scheduleOverlap': {
    zh: '该时段与同一天已有的营业时段 {from}-{to} 重叠',
    en: 'This period overlaps the opening period {from}-{to} of the same day',
    es: 'Este periodo se solapa con el horario {from}-{to} del mismo día',
  },
  'store.addressInUse': {
    zh: '该地址仍被门店使用：{stores}',
    en: 'This address is still used by the store(s): {stores}',
    es: 'Esta dirección todavía la usa(n) la(s) tienda(s): {stores}',
  },
  'store.employeeTaken': {
    zh: '该用户已是本门店的员工',
    en: 'This user is already an employee of this store',
    es: 'Este usuario ya es empleado de esta tienda',
  },
  'store.employeeOtherTenant': {
    zh: '{field}不属于该门店所在的租户',
    en: '{field} does not belong to the store’s tenant',
    es: '{field} no pertenece al inquilino de la tienda',
  },
  'route.notFound': { zh: '接口不存在', en: 'No such endpoint', es: 'No existe ese servicio' },
  'server.internal': {
    zh: '服务器内部错误',
    en: 'Internal server error',
    es: 'Error interno del servidor',
  },
  ...goodsServerMessages,
  ...deviceServerMessages,
  ...softwareServerMessages,
  ...deviceCommandServerMessages,
  ...paymentServerMessages,
  ...vendingServerMessages,
  ...specificationServerMessages,
  ...goodsSkuServerMessages,
  ...renovationServerMessages,
  ...renovationCatalogueServerMessages,
  ...flowServerMessages,
  ...customerServerMessages,
  ...orderServerMessages,
  ...invoiceServerMessages,
  ...marketingServerMessages,
  ...reportServerMessages,
  ...organProfileServerMessages,
} satisfies Record<string, Translations>;

export type ServerMessageKey = keyof typeof serverMessages;

/** Field names as users read them, for "which field and why". */
export const fieldLabels = {
  userName: { zh: '用户名', en: 'User name', es: 'Nombre de usuario' },
  password: { zh: '密码', en: 'Password', es: 'Contraseña' },
  validateCode: { zh: '验证码', en: 'Verification code', es: 'Código de verificación' },
  uuid: { zh: '验证码编号', en: 'Verification code id', es: 'Id del código de verificación' },
  userId: { zh: '用户编号', en: 'User id', es: 'Id de usuario' },
  organId: { zh: '组织编号', en: 'Organisation id', es: 'Id de organización' },
  pageSize: { zh: '每页条数', en: 'Page size', es: 'Tamaño de página' },
  pageNum: { zh: '页码', en: 'Page number', es: 'Número de página' },
  name: { zh: '名称', en: 'Name', es: 'Nombre' },
  code: { zh: '编码', en: 'Code', es: 'Código' },
  enabled: { zh: '启用', en: 'Enabled', es: 'Activado' },
  avatar: { zh: '头像', en: 'Avatar', es: 'Avatar' },
  introduction: { zh: '简介', en: 'Introduction', es: 'Presentación' },
  roleIds: { zh: '角色', en: 'Roles', es: 'Roles' },
  authorityIds: { zh: '权限', en: 'Authorities', es: 'Autorizaciones' },
  parentId: { zh: '上级节点', en: 'Parent node', es: 'Nodo superior' },
  type: { zh: '类型', en: 'Type', es: 'Tipo' },
  icon: { zh: '图标', en: 'Icon', es: 'Icono' },
  url: { zh: '地址', en: 'URL', es: 'URL' },
  sort: { zh: '排序', en: 'Sort order', es: 'Orden' },
  hidden: { zh: '隐藏', en: 'Hidden', es: 'Oculto' },
  file: { zh: '文件', en: 'File', es: 'Archivo' },
  fileIds: { zh: '文件', en: 'Files', es: 'Archivos' },
  delFileIds: { zh: '要移除的文件', en: 'Files to remove', es: 'Archivos que quitar' },
  fileFolderId: { zh: '文件夹', en: 'Folder', es: 'Carpeta' },
  fileFolderIds: { zh: '文件夹', en: 'Folders', es: 'Carpetas' },
  features: { zh: '特征', en: 'Features', es: 'Características' },
  id: { zh: '编号', en: 'Id', es: 'Id' },
  bigType: { zh: '字典类型', en: 'Dictionary type', es: 'Tipo de diccionario' },
  bigTypes: { zh: '字典类型', en: 'Dictionary types', es: 'Tipos de diccionario' },
  value: { zh: '值', en: 'Value', es: 'Valor' },
  desc: { zh: '描述', en: 'Description', es: 'Descripción' },
  sorted: { zh: '排序', en: 'Sort order', es: 'Orden' },
  remark: { zh: '备注', en: 'Remark', es: 'Observación' },
  sys: { zh: '系统字典', en: 'System dictionary', es: 'Diccionario del sistema' },
  orderBy: { zh: '排序字段', en: 'Order by', es: 'Ordenar por' },
  order: { zh: '排序方向', en: 'Order direction', es: 'Dirección del orden' },
  tenantId: { zh: '租户编号', en: 'Tenant id', es: 'Id de inquilino' },
  key: { zh: '设置项', en: 'Setting', es: 'Ajuste' },
  title: { zh: '标题', en: 'Title', es: 'Título' },
  done: { zh: '已完成', en: 'Done', es: 'Hecho' },
  endpoint: { zh: '导出接口', en: 'Exported list', es: 'Lista exportada' },
  columns: { zh: '导出列', en: 'Columns', es: 'Columnas' },
  fileName: { zh: '文件名', en: 'File name', es: 'Nombre del archivo' },
  status: { zh: '状态', en: 'Status', es: 'Estado' },
  organName: { zh: '组织名称', en: 'Organisation name', es: 'Nombre de la organización' },
  body: { zh: '请求体', en: 'Request body', es: 'Cuerpo de la solicitud' },
  ...goodsFieldLabels,
  ...specificationFieldLabels,
  ...goodsSkuFieldLabels,
  storeName: { zh: '门店名称', en: 'Store name', es: 'Nombre de la tienda' },
  logo: { zh: '门店图标', en: 'Logo', es: 'Logotipo' },
  star: { zh: '星级', en: 'Star rating', es: 'Valoración' },
  avgSendTime: { zh: '平均配送时间', en: 'Average delivery time', es: 'Tiempo medio de entrega' },
  city: { zh: '城市', en: 'City', es: 'Ciudad' },
  latitude: { zh: '纬度', en: 'Latitude', es: 'Latitud' },
  longitude: { zh: '经度', en: 'Longitude', es: 'Longitud' },
  addressId: { zh: '门店地址', en: 'Address', es: 'Dirección' },
  enable: { zh: '启用', en: 'Enabled', es: 'Activado' },
  storeId: { zh: '门店', en: 'Store', es: 'Tienda' },
  province: { zh: '省份', en: 'Province', es: 'Provincia' },
  district: { zh: '区县', en: 'District', es: 'Distrito' },
  detail: { zh: '详细地址', en: 'Street address', es: 'Dirección detallada' },
  contact: { zh: '联系人', en: 'Contact', es: 'Contacto' },
  phone: { zh: '联系电话', en: 'Phone', es: 'Teléfono' },
  weekday: { zh: '星期', en: 'Weekday', es: 'Día de la semana' },
  openTime: { zh: '开始营业时间', en: 'Opening time', es: 'Hora de apertura' },
  closeTime: { zh: '结束营业时间', en: 'Closing time', es: 'Hora de cierre' },
  areaName: { zh: '区域名称', en: 'Area name', es: 'Nombre del área' },
  radius: { zh: '配送半径', en: 'Delivery radius', es: 'Radio de entrega' },
  position: { zh: '职位', en: 'Position', es: 'Puesto' },
} satisfies Record<string, Translations>;

export const translate = (
  key: ServerMessageKey,
  locale: Locale,
  values: Record<string, string> = {},
): string =>
  serverMessages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A field's label in the locale; unknown fields fall back to their own name. */
export const fieldLabel = (field: string, locale: Locale): string =>
  (fieldLabels as Record<string, Translations>)[field]?.[locale] ?? field;
