import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { UserTaskRule } from './flow-bpmn';
import { resolve, type Variables } from './flow-expression';
import type { Candidate, FlowRepository } from './flow.repository';

// Who a user task goes to (docs/approvals.md), from its `flowable:` attributes:
// - assignee: a user id, a user name, `${INITIATOR}` (the starter), `${ORGAN_HEAD}` (the head
//   of the starter's organisation, who claims it) or `${variable}` holding an id or a name;
// - candidateUsers: a comma list of the same;
// - candidateGroups: a comma list of role codes, `ORGAN_HEAD` (the starter's organisation's
//   head) or `organ:<id>` (that organisation's head).
// The head of an organisation is a user of it holding the role `ORGAN_HEAD`.

export const ORGAN_HEAD_ROLE = 'ORGAN_HEAD';

export type Starter = { userId: number; tenantId: number; organId: number };

export type Assignment = { assigneeId: number | null; candidates: Candidate[]; text: string };

const list = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Whether a task names anyone at all (checked when deployed). */
export const namesSomeone = (rule: UserTaskRule): boolean =>
  Boolean(rule.assignee || list(rule.candidateUsers).length || list(rule.candidateGroups).length);

export const createAssignees = (repository: FlowRepository) => {
  /** A user named by id or name in the starter's tenant, enabled; else a 400 naming the rule. */
  const userOf = async (
    token: string,
    starter: Starter,
    variables: Variables,
    task: string,
    via?: Db,
  ) => {
    let value: unknown = token;
    if (token === '${INITIATOR}') return starter.userId;
    if (token.includes('${')) value = resolve(token, { ...variables });
    const text = String(value ?? '').trim();
    const refuse = () =>
      new AppError(400, 'flow.noAssignee', { values: { task, rule: `${token} → ${text}` } });
    if (/^[1-9]\d*$/.test(text)) {
      const [user] = await repository.users(starter.tenantId, [Number(text)], via);
      if (!user || user.enabled !== 1) throw refuse();
      return user.id;
    }
    const user = text ? await repository.userByName(starter.tenantId, text, via) : undefined;
    if (!user || user.enabled !== 1) throw refuse();
    return user.id;
  };

  return {
    /** The assignee or the candidates of a task now starting. */
    assign: async (
      rule: UserTaskRule,
      starter: Starter,
      variables: Variables,
      via?: Db,
    ): Promise<Assignment> => {
      const candidates: Candidate[] = [];
      let assigneeId: number | null = null;
      const head = { kind: 'head' as const, value: String(starter.organId) };
      if (rule.assignee === '${ORGAN_HEAD}') candidates.push(head);
      else if (rule.assignee)
        assigneeId = await userOf(rule.assignee, starter, variables, rule.name, via);
      for (const token of list(rule.candidateUsers))
        candidates.push({
          kind: 'user',
          value: String(await userOf(token, starter, variables, rule.name, via)),
        });
      for (const token of list(rule.candidateGroups)) {
        if (token === ORGAN_HEAD_ROLE || token === '${ORGAN_HEAD}') candidates.push(head);
        else if (/^organ:[1-9]\d*$/.test(token))
          candidates.push({ kind: 'head', value: token.slice('organ:'.length) });
        else candidates.push({ kind: 'role', value: token });
      }
      const text = [rule.assignee, rule.candidateUsers, rule.candidateGroups]
        .filter(Boolean)
        .join('; ');
      return { assigneeId, candidates: assigneeId === null ? candidates : [], text };
    },

    /** Whether a user may claim a task with these candidates. */
    isCandidate: async (
      user: { userId: number; organId: number },
      candidates: readonly Candidate[],
      via?: Db,
    ): Promise<boolean> => {
      if (candidates.some((c) => c.kind === 'user' && c.value === String(user.userId))) return true;
      const roles = await repository.roleCodes(user.userId, via);
      if (candidates.some((c) => c.kind === 'role' && roles.includes(c.value))) return true;
      return (
        roles.includes(ORGAN_HEAD_ROLE) &&
        candidates.some((c) => c.kind === 'head' && c.value === String(user.organId))
      );
    },
  };
};

export type Assignees = ReturnType<typeof createAssignees>;
