// The viewer's code and styles, imported only when a process detail shows its diagram.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn-canvas.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

export { NavigatedViewer };
