import { useEffect, useState } from 'react';
import type BpmnModeler from 'bpmn-js/lib/Modeler';
import { type PickableElement, pickableElements } from './element-properties';
import { type DiagramShape, type ModelerServices, servicesOf } from './modeler-services';

export type ModelerSelection = {
  services: ModelerServices;
  /** The selected element, else the process (the canvas's root). */
  element: DiagramShape;
  elements: PickableElement[];
  /** Moves on with every change of the diagram, so forms re-read what they show. */
  revision: number;
};

/** Follows the modeler's selection and changes (bpmn-js events) for the side panel. */
export const useModelerSelection = (modeler: BpmnModeler | null): ModelerSelection | null => {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!modeler) return;
    const bump = () => setRevision((value) => value + 1);
    const events = ['selection.changed', 'elements.changed', 'import.done'];
    for (const event of events) modeler.on(event, bump);
    return () => {
      for (const event of events) modeler.off(event, bump);
    };
  }, [modeler]);
  if (!modeler) return null;
  const services = servicesOf(modeler);
  const [first] = services.selection.get();
  const element = (first as DiagramShape | undefined) ?? services.canvas.getRootElement();
  return {
    services,
    element,
    elements: pickableElements(services.elementRegistry.getAll()),
    revision,
  };
};
