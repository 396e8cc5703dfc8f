// Approvals in a real browser against the real server (issue 19), in the Sunrise tenant: the
// tenant admin draws a two-step process in the modeler (the template's step for themselves, an
// inserted step for the store operator), sees a diagram without a start event refused with the
// server's reason, deploys, starts it and approves the first step; the store operator approves
// the second and finds it among their finished tasks with the diagram all passed; a second run
// is rejected with a reason, which the starter reads in the history.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { chooseOption, openSelect } from './support/admin';
import { ARTIFACTS_DIR, useBrowser } from './support/browser';
import { logIn, logOut, settled, toastWith } from './support/console';

const account = (userName: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!found) throw new Error(`No ${userName} demo account`);
  return found;
};
const ADMIN = account('sunrise.admin');
const STORE = account('sunrise.store');

/** A suffix of this run: keys stay unique when a server keeps its database across runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const PATHS = {
  model: '/flowableDefinitionModel/index',
  myProcess: '/flowableMyProcess/index',
  todo: '/flowableTodo/index',
  finished: '/flowableFinished/index',
};

/** A process the server must refuse: no start event. */
const NO_START = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="no_start" name="No start" isExecutable="true">
    <bpmn:userTask id="lonely" name="Lonely step" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="di"><bpmndi:BPMNPlane id="plane" bpmnElement="no_start">
    <bpmndi:BPMNShape id="lonely_di" bpmnElement="lonely"><dc:Bounds x="200" y="80" width="100" height="80" /></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** The input inside an antd control found by test id (some put the id on a wrapper). */
const inputOf = (scope: Locator | Page, testId: string) => {
  const control = scope.getByTestId(testId);
  return control.locator('input').or(control.locator('xpath=self::input')).first();
};

/** Picks an element in the modeler's element list (the keyboard user's way to select). */
const pickElement = async (page: Page, label: string) => {
  await openSelect(page, 'flow-element-picker');
  await chooseOption(page, label);
  await expect.poll(() => page.getByTestId('flow-element-picker').textContent()).toContain(label);
};

const apply = async (page: Page) => {
  await page.getByTestId('flow-element-apply').click();
};

const rowWith = (page: Page, list: string, text: string) =>
  page.getByTestId(`${list}-table`).locator('tr.ant-table-row').filter({ hasText: text }).first();

/** Opens a task of the to-do list by its step name and process, and waits for its decisions. */
const openTodo = async (page: Page, step: string, processName: string) => {
  await page.goto(PATHS.todo);
  const row = rowWith(page, 'flow-todo', processName).filter({ hasText: step });
  await row.waitFor();
  await row.getByRole('button').first().click();
  const drawer = page.getByTestId('flow-detail-drawer');
  await drawer.getByTestId('flow-decisions').waitFor();
  return drawer;
};

const startProcess = async (page: Page, processName: string, businessKey: string) => {
  await page.goto(PATHS.myProcess);
  await page.getByTestId('flow-send').click();
  await openSelect(page, 'flow-start-definition');
  await chooseOption(page, `${processName} (v1)`);
  await page.getByTestId('flow-start-business-key').fill(businessKey);
  await page.getByTestId('flow-start-submit').click();
  await toastWith(page, `Started “${processName}”`).waitFor();
};

describe('approvals', () => {
  const browser = useBrowser();

  it(
    'draw, deploy, start, approve in turn as the right users, see it finished; reject with a reason',
    { timeout: 240_000 },
    async () => {
      const { page } = browser;
      const run = unique();
      const key = `e2e_${run}`;
      const processName = `E2E approval ${run}`;

      await logIn(page, ADMIN);
      // The modeler from the definition list's "New design".
      await page.goto('/flowableDefinition/index');
      await page.getByTestId('flow-design-new').click();
      await page.waitForURL((url) => url.pathname === PATHS.model);
      await page.locator('[data-testid="flow-modeler-canvas"] .djs-element').first().waitFor();

      // A file without a start event: imported, then refused by the server with its reason.
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const file = path.join(ARTIFACTS_DIR, `no-start-${run}.bpmn`);
      writeFileSync(file, NO_START);
      await page.getByTestId('flow-modeler-file').setInputFiles(file);
      await page.locator('[data-element-id="lonely"]').waitFor();
      await page.getByTestId('flow-modeler-deploy').click();
      const refusal = page.getByTestId('flow-modeler-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain('start event');

      // A new diagram from the template: start → Approve → end.
      await page.getByTestId('flow-modeler-new').click();
      await page.getByTestId('flow-modeler-new-ok').click();
      await page.locator('[data-element-id="UserTask_1"]').waitFor();
      await inputOf(page, 'flow-process-key').fill(key);
      await inputOf(page, 'flow-process-name').fill(processName);
      await apply(page);
      await pickElement(page, 'Approval step: Approve');
      await inputOf(page, 'flow-task-name').fill('Admin check');
      await inputOf(page, 'flow-task-assignee').fill(ADMIN.userName);
      await page.keyboard.press('Escape');
      await apply(page);
      await expect
        .poll(() => page.getByTestId('flow-element-picker').textContent())
        .toContain('Admin check');
      // The second step, inserted after the first without the pointer.
      await page.getByTestId('flow-insert-task').click();
      await expect
        .poll(() => page.getByTestId('flow-element-kind').textContent())
        .toBe('Approval step');
      await inputOf(page, 'flow-task-name').fill('Store check');
      await inputOf(page, 'flow-task-assignee').fill(STORE.userName);
      await page.keyboard.press('Escape');
      await apply(page);
      await page.getByTestId('flow-modeler-deploy').click();
      await toastWith(page, `Deployed “${processName}” as version 1`).waitFor();
      expect(await page.getByTestId('flow-modeler-refusal').count()).toBe(0);

      // Started by the admin, whose own step comes first.
      await startProcess(page, processName, `BK-${run}`);
      let drawer = await openTodo(page, 'Admin check', processName);
      expect(await drawer.getByTestId('flow-current').textContent()).toContain('Admin check');
      await drawer.locator('.djs-element.flow-current').first().waitFor();
      const label = await drawer
        .getByTestId('flow-diagram')
        .locator('svg')
        .first()
        .getAttribute('aria-label');
      expect(label).toContain('Current step: Admin check');
      await drawer.getByTestId('flow-approve-comment').fill('Looks right');
      await drawer.getByTestId('flow-approve').click();
      await toastWith(page, 'Approved').waitFor();
      await logOut(page);

      // The store operator decides the second step, then finds it among their finished tasks.
      await logIn(page, STORE);
      drawer = await openTodo(page, 'Store check', processName);
      const history = drawer.getByTestId('flow-history');
      expect(await history.textContent()).toContain('Looks right');
      await drawer.getByTestId('flow-approve').click();
      await toastWith(page, 'Approved').waitFor();
      await page.goto(PATHS.finished);
      const finished = rowWith(page, 'flow-finished', processName);
      await finished.waitFor();
      expect(await finished.textContent()).toContain('Store check');
      await finished.getByRole('button').first().click();
      const detail = page.getByTestId('flow-detail-drawer');
      await expect
        .poll(() => detail.getByTestId('flow-current').textContent())
        .toContain('The process has ended (Approved)');
      await detail.locator('.djs-element.flow-done[data-element-id="UserTask_1"]').waitFor();
      expect(await detail.locator('.djs-element.flow-current').count()).toBe(0);
      await detail.getByRole('button', { name: 'Close', exact: true }).click();
      await detail.waitFor({ state: 'hidden' });
      await logOut(page);

      // A second run, rejected by the admin: a reason is required, and the starter reads it.
      await logIn(page, ADMIN);
      await startProcess(page, processName, `BK-${run}-2`);
      drawer = await openTodo(page, 'Admin check', processName);
      await drawer.getByTestId('flow-reject').click();
      const reject = page.getByRole('dialog', { name: 'Reject Admin check' });
      await settled(reject);
      await page.getByTestId('flow-reject-confirm').click();
      await reject.getByText('Say why you reject it').waitFor();
      await page.getByTestId('flow-reject-reason').fill('Budget is spent');
      await page.getByTestId('flow-reject-confirm').click();
      await toastWith(page, 'Rejected').waitFor();
      await page.goto(PATHS.myProcess);
      const mine = rowWith(page, 'flow-my-process', `BK-${run}-2`);
      await expect.poll(() => mine.textContent()).toContain('Rejected');
      await mine.getByRole('button', { name: `Detail of ${processName}` }).click();
      const rejected = page.getByTestId('flow-detail-drawer').getByTestId('flow-history-reject');
      await rejected.waitFor();
      expect(await rejected.textContent()).toContain('Budget is spent');
    },
  );
});
