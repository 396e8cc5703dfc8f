// BPMN files of the approval tests, written as the console's modeler writes them.

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="http://retail/flow">`;

/** start → one user task per entry, in order → end. */
export const linearProcess = (
  key: string,
  tasks: { id: string; name: string; attributes: string }[],
  processAttributes = '',
) => {
  const nodes = ['start', ...tasks.map((task) => task.id), 'end'];
  const flows = nodes
    .slice(1)
    .map(
      (to, index) =>
        `<sequenceFlow id="f${index}" sourceRef="${nodes[index]}" targetRef="${to}" />`,
    )
    .join('\n    ');
  return `${HEAD}
  <process id="${key}" name="${key} approval" isExecutable="true" ${processAttributes}>
    <startEvent id="start" name="Start" />
    ${tasks.map((task) => `<userTask id="${task.id}" name="${task.name}" ${task.attributes} />`).join('\n    ')}
    <endEvent id="end" name="End" />
    ${flows}
  </process>
</definitions>`;
};

/** start → manager → gateway: amount > 1000 → director, else → end. */
export const amountProcess = (key: string, manager: string, director: string) => `${HEAD}
  <process id="${key}" name="Amount approval" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="manager" />
    <userTask id="manager" name="Manager" flowable:assignee="${manager}" />
    <sequenceFlow id="f2" sourceRef="manager" targetRef="gw" />
    <exclusiveGateway id="gw" default="small" />
    <sequenceFlow id="big" sourceRef="gw" targetRef="director">
      <conditionExpression xsi:type="tFormalExpression">\${amount &gt; 1000}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="small" sourceRef="gw" targetRef="end" />
    <userTask id="director" name="Director" flowable:assignee="${director}" />
    <sequenceFlow id="f3" sourceRef="director" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

export const noStartProcess = `${HEAD}
  <process id="nostart" isExecutable="true">
    <userTask id="t" name="T" flowable:assignee="\${INITIATOR}" />
  </process>
</definitions>`;
