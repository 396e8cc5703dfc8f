// The modeler's code and styles: imported only by the modeler screen when it mounts, so the
// rest of the console never loads bpmn-js (bench/console-weight.mjs checks login and dashboard).
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import './bpmn-canvas.css';
import BpmnModeler from 'bpmn-js/lib/Modeler';

export { BpmnModeler };
