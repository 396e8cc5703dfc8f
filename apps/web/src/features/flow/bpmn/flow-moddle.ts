/**
 * The attributes the approval engine reads, in the `flowable:` namespace of tony2y's
 * RuoYi-flowable (docs/approvals.md): who a user task goes to, which form it shows, and the
 * listeners of a process. Given to
 * bpmn-js (and to bpmn-moddle in tests) as a moddle extension, so the modeler reads and writes
 * them as typed properties of the element rather than as loose XML attributes.
 */
export const FLOWABLE_URI = 'http://flowable.org/bpmn';

export const FLOWABLE_ATTRIBUTES = {
  assignee: 'flowable:assignee',
  candidateUsers: 'flowable:candidateUsers',
  candidateGroups: 'flowable:candidateGroups',
  formKey: 'flowable:formKey',
} as const;

export const FLOWABLE_LISTENERS = 'flowable:listeners';

export const flowableModdle = {
  name: 'Flowable',
  uri: FLOWABLE_URI,
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
      ],
    },
    {
      // The listeners a process names by id (`flowable:listeners="3,5"`), run by the server.
      name: 'Listening',
      extends: ['bpmn:Process'],
      isAbstract: true,
      properties: [{ name: 'listeners', isAttr: true, type: 'String' }],
    },
  ],
};
