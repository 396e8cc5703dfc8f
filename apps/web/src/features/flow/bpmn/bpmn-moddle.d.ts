// bpmn-moddle (the model under bpmn-js) ships no types for its main entry; the tests read and
// write moddle elements with it directly, through this much of it.
declare module 'bpmn-moddle' {
  type ModdleElement = {
    $type: string;
    id?: string;
    name?: string;
    get: (name: string) => unknown;
    set: (name: string, value: unknown) => void;
  };
  type ParseResult = {
    rootElement: ModdleElement & { rootElements: ModdleElement[] };
    elementsById: Record<string, ModdleElement>;
    warnings: unknown[];
  };
  export class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    create(type: string, attributes?: Record<string, unknown>): ModdleElement;
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
