import type BpmnModeler from 'bpmn-js/lib/Modeler';
import type { DiagramElement, Moddle, Modeling } from './element-properties';

/** A shape with its place, as the modeler's registry holds it. */
export type DiagramShape = DiagramElement & {
  x: number;
  y: number;
  width: number;
  height: number;
  parent?: DiagramShape;
  outgoing?: Array<DiagramElement & { target: DiagramShape }>;
  waypoints?: unknown;
};

/** The bpmn-js services the modeler screen uses, typed by what it calls. */
export type ModelerServices = {
  modeling: Modeling & {
    createShape: (
      shape: unknown,
      position: { x: number; y: number },
      parent: unknown,
    ) => DiagramShape;
    connect: (source: DiagramShape, target: DiagramShape) => unknown;
    removeElements: (elements: DiagramElement[]) => void;
    moveElements: (elements: DiagramShape[], delta: { x: number; y: number }) => void;
  };
  moddle: Moddle;
  selection: { get: () => DiagramElement[]; select: (element: DiagramElement | null) => void };
  elementRegistry: {
    getAll: () => DiagramShape[];
    get: (id: string) => DiagramShape | undefined;
  };
  elementFactory: { createShape: (attributes: { type: string }) => unknown };
  canvas: {
    getRootElement: () => DiagramShape;
    scrollToElement: (element: DiagramElement) => void;
    zoom: (level: 'fit-viewport' | number) => void;
  };
};

export const servicesOf = (modeler: BpmnModeler): ModelerServices => ({
  modeling: modeler.get('modeling'),
  moddle: modeler.get('moddle'),
  selection: modeler.get('selection'),
  elementRegistry: modeler.get('elementRegistry'),
  elementFactory: modeler.get('elementFactory'),
  canvas: modeler.get('canvas'),
});

const isShape = (element: DiagramShape) => !element.waypoints && !element.labelTarget;

/**
 * Inserts a user task after a flow node, on its single outgoing flow: everything to its right
 * moves over, the flow is replaced by flow → task → the old target. Without exactly one outgoing
 * flow the task is only placed after the node and connected to it. Returns the new task.
 */
export const insertUserTaskAfter = (services: ModelerServices, source: DiagramShape) => {
  const { modeling, elementFactory, elementRegistry } = services;
  const gap = 150;
  const right = source.x + source.width;
  const outgoing = source.outgoing ?? [];
  const next = outgoing.length === 1 ? outgoing[0] : undefined;
  const target = next?.target;
  if (target) {
    const shifted = elementRegistry
      .getAll()
      .filter(
        (element) => isShape(element) && element.x >= right && element.parent === source.parent,
      );
    if (shifted.length > 0) modeling.moveElements(shifted, { x: gap, y: 0 });
    modeling.removeElements([next]);
  }
  const task = modeling.createShape(
    elementFactory.createShape({ type: 'bpmn:UserTask' }),
    { x: right + 100, y: source.y + source.height / 2 },
    source.parent,
  );
  modeling.connect(source, task);
  if (target) modeling.connect(task, target);
  return task;
};
