import type { PageProblem, StorefrontPage } from '@retail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/test-app';
import {
  component,
  documentOf,
  problemsOf,
  type PageWorld,
  startPageWorld,
} from './renovation-page.support';

// Live blocks of storefront pages (issue 19, docs/renovation.md "Forms on pages" and "Storefront
// reads"): the goods service list with the page's store's services, and a form of the form
// builder that shoppers fill in on a published page — checked on the server against the form's
// own fields, kept per tenant and listed in the console. SQLite and PostgreSQL.

const FORMS = '/api/flow/flowable-task-form';
const SUBMISSIONS = '/api/renovation/form-submission';
const SERVICES = '/api/ministore/store-service';

const FIELDS = [
  { key: 'name', label: { zh: '姓名', en: 'Name', es: 'Nombre' }, type: 'text', required: true },
  { key: 'guests', label: { zh: '人数', en: 'Guests', es: 'Invitados' }, type: 'number' },
  { key: 'day', label: 'Day', type: 'date' },
  {
    key: 'size',
    label: { zh: '尺码', en: 'Size', es: 'Talla' },
    type: 'select',
    required: true,
    options: [
      { value: 's', label: { zh: '小', en: 'Small', es: 'Pequeña' } },
      { value: 'l', label: { zh: '大', en: 'Large', es: 'Grande' } },
    ],
  },
];

type Component = { type: string; props: { data: Record<string, unknown> } };

let w: PageWorld;
let key = 0;
const requestKey = () => `test-key-${++key}-${Date.now()}`;

beforeAll(async () => {
  w = await startPageWorld();
});
afterAll(() => w.t.close());

const makeForm = async (who: 'sunrise' | 'harbour', name: string) =>
  w[who].ok<{ id: number }>(
    await w[who].call('PATCH', `${FORMS}/edit`, {
      formName: name,
      formContent: JSON.stringify(FIELDS),
    }),
  ).id;

/** A published page of `who` with a form block of `formId` (and what else is given). */
const publishPage = async (
  who: 'sunrise' | 'harbour',
  formId: number,
  extra: ReturnType<typeof component>[] = [],
  storeId: number | null = null,
) => {
  const id = await w[who].create({ name: `Form page ${formId}`, pageType: 'custom', storeId });
  const form = component('page-form', (props) => {
    props.params.formId = formId;
  });
  await w[who].save(id, documentOf([form, ...extra]), 0);
  const published = await w[who].publish(id, 1);
  expect(published.statusCode, published.body.slice(0, 400)).toBe(200);
  return id;
};

const submit = (tenantId: number, pageId: number, body: Record<string, unknown>, language = 'en') =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/storefront/form/${tenantId}/${pageId}`,
    headers: { 'accept-language': language },
    payload: { requestKey: requestKey(), ...body },
  });

const readPage = async (tenantId: number, pageId: number) => {
  const answer = await w.storefront(`/api/storefront/page/${tenantId}/${pageId}`);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  return ((bodyOf(answer).data as StorefrontPage).document as { components: Component[] })
    .components;
};

const listSubmissions = async (who: 'sunrise' | 'harbour', filter: object = {}) => {
  const response = await w[who].call('POST', `${SUBMISSIONS}/list?pageSize=50&pageNum=1`, filter);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (response.json() as { entities: Record<string, unknown>[] }).entities;
};

describe('the goods service list on a published page', () => {
  it('shows the page’s store’s services switched on, in order; a page without a store keeps the defaults', async () => {
    for (const body of [
      { serviceName: 'Free delivery', sort: 2 },
      { serviceName: 'Easy returns', description: 'Within 7 days', sort: 1 },
      { serviceName: 'Gift wrap', sort: 3, enable: false },
    ]) {
      const response = await w.sunrise.call('PATCH', `${SERVICES}/edit`, {
        storeId: w.storeId,
        ...body,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    }
    const block = () => component('goods-service-list');
    const storePage = await w.sunrise.create({ name: 'Store services', storeId: w.storeId });
    await w.sunrise.save(storePage, documentOf([block()]), 0);
    expect((await w.sunrise.publish(storePage, 1)).statusCode).toBe(200);
    const [live] = await readPage(w.sunriseTenant, storePage);
    expect(live!.props.data).toEqual({
      services: [
        { name: 'Easy returns', description: 'Within 7 days', icon: '' },
        { name: 'Free delivery', description: '', icon: '' },
      ],
      loading: false,
    });

    const tenantPage = await w.sunrise.create({ name: 'No store services' });
    await w.sunrise.save(tenantPage, documentOf([block()]), 0);
    expect((await w.sunrise.publish(tenantPage, 1)).statusCode).toBe(200);
    const [defaults] = await readPage(w.sunriseTenant, tenantPage);
    expect(
      (defaults!.props.data.services as { name: string }[]).map((service) => service.name),
    ).toEqual(['7天无理由退货', '48小时发货']);
  });
});

describe('forms of the form builder on custom pages', () => {
  it('will not publish a form block without a form of the tenant, naming the field', async () => {
    const harbourForm = await makeForm('harbour', 'Harbour only');
    const id = await w.sunrise.create({ name: 'Bad form page', pageType: 'custom' });
    const none = component('page-form');
    const foreign = component('page-form', (props) => {
      props.params.formId = harbourForm;
    });
    await w.sunrise.save(id, documentOf([none, foreign]), 0);
    const refused = await w.sunrise.publish(id, 1);
    expect(refused.statusCode).toBe(400);
    expect(problemsOf(refused).map((p: PageProblem) => [p.index, p.code, p.path])).toEqual([
      [0, 'required', 'params.formId'],
      [1, 'formMissing', 'params.formId'],
    ]);
  });

  it('reads the form’s fields live and takes a shopper’s answers, listed by form in the console', async () => {
    const formId = await makeForm('sunrise', 'Tasting sign-up');
    const pageId = await publishPage('sunrise', formId);
    const [block] = await readPage(w.sunriseTenant, pageId);
    expect(block!.props.data).toMatchObject({
      formName: 'Tasting sign-up',
      fields: [
        { key: 'name', type: 'text', required: true, options: [] },
        { key: 'guests', type: 'number', required: false },
        { key: 'day', type: 'date', label: 'Day' },
        { key: 'size', type: 'select', required: true },
      ],
    });

    const sent = await submit(w.sunriseTenant, pageId, {
      formId,
      values: { name: 'Ann', guests: 3, size: 'l', extra: 'dropped' },
      requestKey: 'retry-key-0001',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = bodyOf(sent).data as { id: number; submittedAt: string };
    // The same request again (no answer reached the phone) is the same submission.
    const again = await submit(w.sunriseTenant, pageId, {
      formId,
      values: { name: 'Ann', guests: 3, size: 'l' },
      requestKey: 'retry-key-0001',
    });
    expect(bodyOf(again).data).toEqual(answer);

    const rows = await listSubmissions('sunrise', { formId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answer.id,
      formId,
      formName: 'Tasting sign-up',
      pageId,
      pageName: `Form page ${formId}`,
      summary: 'Name: Ann; Guests: 3; Size: Large',
      content: JSON.stringify({ name: 'Ann', guests: 3, size: 'l' }),
    });
    // By day: the date of the submission finds it, another day does not.
    const day = answer.submittedAt.slice(0, 10);
    expect((await listSubmissions('sunrise', { formId, submittedAt: day })).length).toBe(1);
    expect((await listSubmissions('sunrise', { formId, submittedAt: '1999-01-01' })).length).toBe(
      0,
    );
  });

  it('keeps the answers: a form or page that has some is not removed', async () => {
    const formId = await makeForm('sunrise', 'Kept');
    const pageId = await publishPage('sunrise', formId);
    const sent = await submit(w.sunriseTenant, pageId, {
      formId,
      values: { name: 'Bo', size: 's' },
    });
    expect(sent.statusCode).toBe(200);
    for (const url of [
      `${FORMS}/remove?id=${formId}`,
      `/api/renovation/renovation-page/remove?id=${pageId}`,
    ]) {
      const refused = await w.sunrise.call('DELETE', url);
      expect(refused.statusCode, url).toBe(400);
    }
    expect(await listSubmissions('sunrise', { formId })).toHaveLength(1);
  });

  it('refuses a bad field with 400 naming it in the shopper’s language', async () => {
    const formId = await makeForm('sunrise', 'Checks');
    const pageId = await publishPage('sunrise', formId);
    const cases: [Record<string, unknown>, string, string, RegExp][] = [
      [{ size: 's' }, 'es', 'values.name', /"Nombre" es obligatorio/],
      [{ name: 'Ann' }, 'zh', 'values.size', /“尺码”不能为空/],
      [{ name: 'Ann', size: 'xl' }, 'en', 'values.size', /"Size" has an invalid value/],
      [{ name: 'Ann', size: 's', guests: 'many' }, 'en', 'values.guests', /"Guests"/],
      [{ name: 'Ann', size: 's', day: '28/11/2026' }, 'es', 'values.day', /"Day"/],
      [{ name: 'Ann', size: 's', guests: true }, 'en', 'values.guests', /"Guests"/],
    ];
    for (const [values, language, field, text] of cases) {
      const refused = await submit(w.sunriseTenant, pageId, { formId, values }, language);
      expect(refused.statusCode, JSON.stringify(values)).toBe(400);
      const body = bodyOf(refused) as { field?: string; description?: string };
      expect(body.field).toBe(field);
      expect(body.description).toMatch(text);
    }
    // A malformed request key or values are refused by the schema, naming the field.
    const badKey = await submit(w.sunriseTenant, pageId, { formId, values: {}, requestKey: '!' });
    expect(bodyOf(badKey)).toMatchObject({ status: 400, field: 'requestKey' });
    expect(await listSubmissions('sunrise', { formId })).toEqual([]);
  });

  it('keeps each tenant’s forms and submissions to itself', async () => {
    const formId = await makeForm('sunrise', 'Private');
    const pageId = await publishPage('sunrise', formId);
    const harbourForm = await makeForm('harbour', 'Harbour form');
    const harbourPage = await publishPage('harbour', harbourForm);
    const ok = { name: 'Ann', size: 's' };
    // The page under another tenant's address, another tenant's form on this page, a form that
    // is not on the page (a task form never becomes public by its id), an unpublished page.
    const notOnPage = await makeForm('sunrise', 'Task form only');
    const unpublished = await w.sunrise.create({ name: 'Draft only', pageType: 'custom' });
    for (const [tenantId, page, form] of [
      [w.harbourTenant, pageId, formId],
      [w.sunriseTenant, pageId, harbourForm],
      [w.sunriseTenant, harbourPage, harbourForm],
      [w.sunriseTenant, pageId, notOnPage],
      [w.sunriseTenant, unpublished, formId],
    ] as const) {
      const refused = await submit(tenantId, page, { formId: form, values: ok });
      expect(refused.statusCode, `${tenantId}/${page}/${form}`).toBe(404);
    }
    expect(
      (await submit(w.harbourTenant, harbourPage, { formId: harbourForm, values: ok })).statusCode,
    ).toBe(200);
    expect((await submit(w.sunriseTenant, pageId, { formId, values: ok })).statusCode).toBe(200);

    const sunriseRows = await listSubmissions('sunrise');
    const harbourRows = await listSubmissions('harbour');
    expect(sunriseRows.every((row) => row.formId !== harbourForm)).toBe(true);
    expect(harbourRows.map((row) => row.formId)).toEqual([harbourForm]);
    // Harbour filtering by Sunrise's form sees nothing.
    expect(await listSubmissions('harbour', { formId })).toEqual([]);
    // A form taken off the page's published version takes no more answers.
    await w.sunrise.save(pageId, documentOf([]), 1);
    expect((await w.sunrise.publish(pageId, 2)).statusCode).toBe(200);
    expect((await submit(w.sunriseTenant, pageId, { formId, values: ok })).statusCode).toBe(404);
  });
});
