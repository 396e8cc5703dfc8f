import type { Translations } from '../i18n/locale';

/** The approvals' refusals (docs/approvals.md), in the caller's language. */
export const flowServerMessages = {
  'flow.bpmnInvalid': {
    zh: 'BPMN 文件无法解析：{reason}',
    en: 'The BPMN file does not parse: {reason}',
    es: 'El archivo BPMN no se puede analizar: {reason}',
  },
  'flow.noProcess': {
    zh: 'BPMN 文件中没有可执行的流程（process）',
    en: 'The BPMN file has no process',
    es: 'El archivo BPMN no tiene ningún proceso',
  },
  'flow.noStartEvent': {
    zh: '流程“{process}”没有开始事件',
    en: 'The process "{process}" has no start event',
    es: 'El proceso "{process}" no tiene evento de inicio',
  },
  'flow.badAssignee': {
    zh: '用户任务“{task}”的处理人设置无效：{value}',
    en: 'The user task "{task}" names an invalid assignee: {value}',
    es: 'La tarea de usuario "{task}" indica un responsable no válido: {value}',
  },
  'flow.badListener': {
    zh: '流程引用的监听器 {id} 不存在或已停用',
    en: 'The process names listener {id}, which does not exist or is disabled',
    es: 'El proceso indica la escucha {id}, que no existe o está desactivada',
  },
  'flow.listenerAction': {
    zh: '“{value}”不是系统动作，可选：{actions}',
    en: '"{value}" is not a server action; one of: {actions}',
    es: '"{value}" no es una acción del servidor; una de: {actions}',
  },
  'flow.formContent': {
    zh: '表单内容不是有效的表单 JSON：{reason}',
    en: 'The form content is not a valid form JSON: {reason}',
    es: 'El contenido no es un JSON de formulario válido: {reason}',
  },
  'flow.formRequired': {
    zh: '表单字段“{label}”不能为空',
    en: 'The form field "{label}" is required',
    es: 'El campo del formulario "{label}" es obligatorio',
  },
  'flow.formInvalid': {
    zh: '表单字段“{label}”的值无效（应为{type}）',
    en: 'The form field "{label}" has an invalid value (expected {type})',
    es: 'El campo del formulario "{label}" tiene un valor no válido (se esperaba {type})',
  },
  'flow.noDefinition': {
    zh: '没有可发起的该流程（不存在或已挂起）',
    en: 'There is no such process to start (it does not exist or is suspended)',
    es: 'No hay ningún proceso así que iniciar (no existe o está suspendido)',
  },

  'flow.running': {
    zh: '业务单据 {businessKey} 已有进行中的审批流程',
    en: 'The record {businessKey} already has an approval running',
    es: 'El registro {businessKey} ya tiene una aprobación en curso',
  },
  'flow.notYourTask': {
    zh: '该任务不是您的待办（处理人：{assignee}）',
    en: 'This task is not yours to decide (assignee: {assignee})',
    es: 'Esta tarea no le corresponde (responsable: {assignee})',
  },
  'flow.claimFirst': {
    zh: '请先签收该任务再处理',
    en: 'Claim this task before deciding it',
    es: 'Reclame esta tarea antes de decidirla',
  },
  'flow.notCandidate': {
    zh: '您不是该任务的候选人，不能签收',
    en: 'You are not a candidate of this task and cannot claim it',
    es: 'No es candidato de esta tarea y no puede reclamarla',
  },
  'flow.alreadyClaimed': {
    zh: '该任务已被{assignee}签收',
    en: 'This task was already claimed by {assignee}',
    es: 'Esta tarea ya la reclamó {assignee}',
  },
  'flow.taskDone': {
    zh: '该任务已处理（{status}），不能再次处理',
    en: 'This task was already decided ({status}) and cannot be decided again',
    es: 'Esta tarea ya se decidió ({status}) y no puede decidirse de nuevo',
  },
  'flow.instanceEnded': {
    zh: '该流程已结束（{status}）',
    en: 'This process has already ended ({status})',
    es: 'Este proceso ya ha terminado ({status})',
  },
  'flow.notStarter': {
    zh: '只有发起人可以终止该流程',
    en: 'Only the starter can stop this process',
    es: 'Solo quien lo inició puede detener este proceso',
  },
  'flow.handOverSelf': {
    zh: '不能转交给自己',
    en: 'A task cannot be handed over to oneself',
    es: 'Una tarea no puede transferirse a uno mismo',
  },
  'flow.unknownUser': {
    zh: '用户 {id} 不存在、已停用或不属于本租户',
    en: 'User {id} does not exist, is disabled or is not of this tenant',
    es: 'El usuario {id} no existe, está desactivado o no es de este inquilino',
  },
  'flow.noAssignee': {
    zh: '用户任务“{task}”找不到处理人（{rule}）',
    en: 'Nobody can decide the user task "{task}" ({rule})',
    es: 'Nadie puede decidir la tarea de usuario "{task}" ({rule})',
  },
  'flow.engineFailed': {
    zh: '流程执行出错：{reason}',
    en: 'The process failed: {reason}',
    es: 'El proceso falló: {reason}',
  },
  'flow.inUse': {
    zh: '已被流程定义“{names}”使用，不能删除',
    en: 'Used by the process definitions "{names}"; it cannot be removed',
    es: 'Lo usan las definiciones de proceso "{names}"; no se puede eliminar',
  },
  'flow.approving': {
    zh: '单据正在审批中（流程 {instanceId}），请等待审批结束',
    en: 'The document is being approved (process {instanceId}); wait for the approval to end',
    es: 'El documento está en aprobación (proceso {instanceId}); espere a que termine',
  },
} satisfies Record<string, Translations>;
