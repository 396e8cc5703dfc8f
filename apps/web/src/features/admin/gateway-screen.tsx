import { useState } from 'react';
import { App, Button, Flex, Input, Modal, Select, Switch, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type GatewayRoute } from '@retail/contract';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { useAuthority } from '../../lib/permission';
import { gatewayMessages } from './gateway.i18n';

// /gateway/index (docs/operations.md "Gateway"): the server's own route table — who may call
// each route, its per-address limit — and the switch that turns a route off for everyone with
// the reason (platform staff; signing in and the gateway itself stay on).

type Filter = { path?: string; method?: GatewayRoute['method']; enabled?: boolean };
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

export const GatewayScreen = () => {
  const t = useMessages(gatewayMessages);
  const { message } = App.useApp();
  const canSwitch = useAuthority('GATEWAY_EDIT');
  const [draft, setDraft] = useState<Filter>({});
  const [filter, setFilter] = useState<Filter>({});
  const [turningOff, setTurningOff] = useState<GatewayRoute | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const routes = useQuery({
    queryKey: [endpoints.gateway.routes.path, filter],
    queryFn: () => call(endpoints.gateway.routes, { body: filter as never }),
  });

  const send = async (route: GatewayRoute, enabled: boolean, why?: string) => {
    try {
      await call(endpoints.gateway.switch, {
        body: {
          method: route.method as (typeof METHODS)[number],
          path: route.path,
          enabled,
          reason: why ?? null,
        },
      });
      void message.success(enabled ? t('switchedOn') : t('switchedOff'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
    }
    await routes.refetch();
  };

  const accessText = (access: string) =>
    access === 'public' || access === 'session' || access === 'shopper' ? t(access) : access;

  return (
    <Flex vertical gap={16} data-testid="gateway">
      <Flex wrap gap={8} align="center" role="search">
        <Input
          aria-label={t('path')}
          placeholder={t('path')}
          style={{ width: 260 }}
          value={draft.path ?? ''}
          onChange={(event) => setDraft({ ...draft, path: event.target.value || undefined })}
          onPressEnter={() => setFilter(draft)}
          data-testid="gateway-path"
        />
        <Select
          aria-label={t('method')}
          style={{ width: 140 }}
          value={draft.method ?? ''}
          onChange={(value) => setDraft({ ...draft, method: value || undefined })}
          options={[
            { value: '', label: t('any') },
            ...METHODS.map((m) => ({ value: m, label: m })),
          ]}
        />
        <Select
          aria-label={t('state')}
          style={{ width: 140 }}
          value={draft.enabled === undefined ? '' : String(draft.enabled)}
          onChange={(value) =>
            setDraft({ ...draft, enabled: value === '' ? undefined : value === 'true' })
          }
          options={[
            { value: '', label: t('any') },
            { value: 'true', label: t('on') },
            { value: 'false', label: t('off') },
          ]}
        />
        <Button type="primary" onClick={() => setFilter(draft)} data-testid="gateway-search">
          {t('search')}
        </Button>
        <Typography.Text type="secondary">
          {t('count', { count: routes.data?.length ?? 0 })}
        </Typography.Text>
      </Flex>
      <Table<GatewayRoute>
        data-testid="gateway-routes"
        size="small"
        loading={routes.isFetching}
        rowKey={(route) => `${route.method} ${route.path}`}
        dataSource={routes.data ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { key: 'method', title: t('method'), render: (_, route) => <Tag>{route.method}</Tag> },
          { key: 'path', title: t('path'), render: (_, route) => <code>{route.path}</code> },
          { key: 'summary', title: t('summary'), dataIndex: 'summary' },
          { key: 'access', title: t('access'), render: (_, route) => accessText(route.access) },
          {
            key: 'rateLimit',
            title: t('rateLimit'),
            render: (_, route) =>
              route.rateLimit
                ? t('perWindow', {
                    max: route.rateLimit.max,
                    seconds: route.rateLimit.windowMs / 1000,
                  })
                : t('none'),
          },
          {
            key: 'switch',
            title: t('switch'),
            render: (_, route) => (
              <Flex vertical gap={4}>
                <Switch
                  checked={route.enabled}
                  disabled={!canSwitch || route.fixed}
                  aria-label={`${t('switch')} ${route.method} ${route.path}`}
                  data-testid={`gateway-switch-${route.method}-${route.path}`}
                  onChange={(on) => {
                    if (on) void send(route, true);
                    else {
                      setReason('');
                      setMissing(false);
                      setTurningOff(route);
                    }
                  }}
                />
                {route.fixed && <Typography.Text type="secondary">{t('fixed')}</Typography.Text>}
                {!route.enabled && (
                  <Typography.Text type="danger">
                    {t('offBy', {
                      at: route.switchedAt ?? '',
                      by: route.switchedBy ?? '',
                      reason: route.reason ?? '',
                    })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <Modal
        open={turningOff !== null}
        title={
          turningOff ? t('reasonTitle', { method: turningOff.method, path: turningOff.path }) : ''
        }
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'gateway-off-ok' }}
        onCancel={() => setTurningOff(null)}
        onOk={() => {
          const why = reason.trim();
          if (!why || !turningOff) {
            setMissing(true);
            return;
          }
          const route = turningOff;
          setTurningOff(null);
          void send(route, false, why);
        }}
        destroyOnHidden
      >
        <Flex vertical gap={4}>
          <label htmlFor="gateway-reason">{t('reason')}</label>
          <Input
            id="gateway-reason"
            data-testid="gateway-reason"
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {missing && (
            <Typography.Text type="danger" role="alert">
              {t('reasonRequired')}
            </Typography.Text>
          )}
        </Flex>
      </Modal>
    </Flex>
  );
};
