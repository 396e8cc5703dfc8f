// bpmn-moddle ships its types outside its package exports; the part the approvals use.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: { message: string }[] }>;
  }
}
