import { formFieldsOf } from '../flow/flow-form-check';
import type { PageCatalogue } from './page-catalogue.repository';

// Blocks whose data the storefront read fills in from the server, beside the goods
// (page-hydrate.ts): the goods service list takes the page's store's services (switched on, in
// their order; a page without a store keeps the services its document lists, the builder's
// defaults), a page form takes its builder form's name and fields (a form gone since the page
// was published leaves the block out: nothing could be sent through it).

export const GOODS_SERVICE_LIST = 'goods-service-list';
export const PAGE_FORM = 'page-form';
/** The widget's own limit on its list (goods-service-list.props.ts). */
const MAX_SERVICES = 30;

type Component = { id: string; type: string; hidden?: boolean; props: unknown };
type Props = { params?: Record<string, unknown>; data?: Record<string, unknown> };

/** The form block's form id (0 or anything else: none). */
export const formIdOf = (component: { props: unknown }): number => {
  const id = (component.props as Props | null)?.params?.formId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : 0;
};

/** A page form's field as the widget takes it (required and options always present). */
const widgetFields = (content: string) =>
  (formFieldsOf(content) ?? []).map((field) => ({
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required ?? false,
    options: field.options ?? [],
  }));

const withData = (component: Component, data: Record<string, unknown>): Component => {
  const props = (component.props ?? {}) as Props;
  return { ...component, props: { ...props, data: { ...props.data, ...data } } };
};

/**
 * Reads what the page's live blocks need, and answers for a component: its live copy, null to
 * leave it out, or undefined when it is not a live block.
 */
export const liveBlocks = async (
  catalogue: PageCatalogue,
  components: readonly Component[],
  owner: { tenantId: number; storeId: number | null },
): Promise<(component: Component) => Component | null | undefined> => {
  const hasServices = components.some((c) => c.type === GOODS_SERVICE_LIST);
  const formIds = components.filter((c) => c.type === PAGE_FORM).map(formIdOf);
  const [services, forms] = await Promise.all([
    hasServices && owner.storeId !== null
      ? catalogue.storeServices(owner.tenantId, owner.storeId)
      : Promise.resolve(null),
    catalogue.forms(
      owner.tenantId,
      formIds.filter((id) => id > 0),
    ),
  ]);
  return (component) => {
    if (component.type === GOODS_SERVICE_LIST)
      return services === null
        ? component
        : withData(component, { services: services.slice(0, MAX_SERVICES), loading: false });
    if (component.type !== PAGE_FORM) return undefined;
    const form = forms.get(formIdOf(component));
    return form
      ? withData(component, { formName: form.formName, fields: widgetFields(form.formContent) })
      : null;
  };
};
