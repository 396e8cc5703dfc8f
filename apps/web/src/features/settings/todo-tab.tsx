import { useState } from 'react';
import { App, Button, Checkbox, Empty, Flex, Input, List } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { settingsMessages } from './settings.i18n';

/** The user's own to-do items: add, tick off, delete. */
export const TodoTab = () => {
  const t = useMessages(settingsMessages);
  const { message } = App.useApp();
  const [title, setTitle] = useState('');
  const todos = useQuery({
    queryKey: ['todo-list'],
    queryFn: () =>
      call(endpoints.systemSetting.todoList, { query: { pageNum: 1, pageSize: 100 }, body: {} }),
  });
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await todos.refetch();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.error(error.message);
      return false;
    }
  };
  const add = async () => {
    if (!title.trim()) return;
    if (await run(() => call(endpoints.systemSetting.todoEdit, { body: { title } }))) setTitle('');
  };
  const items = todos.data?.entities ?? [];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8}>
        <Input
          data-testid="todo-input"
          value={title}
          maxLength={255}
          placeholder={t('todo.placeholder')}
          onChange={(event) => setTitle(event.target.value)}
          onPressEnter={() => void add()}
        />
        <Button type="primary" data-testid="todo-add" onClick={() => void add()}>
          {t('todo.add')}
        </Button>
      </Flex>
      {items.length === 0 && !todos.isLoading ? (
        <Empty description={t('todo.empty')} />
      ) : (
        <List
          data-testid="todo-list"
          loading={todos.isLoading}
          dataSource={items}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  size="small"
                  type="link"
                  danger
                  onClick={() =>
                    void run(() =>
                      call(endpoints.systemSetting.todoRemove, { query: { id: item.id } }),
                    )
                  }
                >
                  {t('todo.remove')}
                </Button>,
              ]}
            >
              <Checkbox
                checked={item.done}
                onChange={(event) =>
                  void run(() =>
                    call(endpoints.systemSetting.todoComplete, {
                      body: { id: item.id, done: event.target.checked },
                    }),
                  )
                }
              >
                <span style={item.done ? { textDecoration: 'line-through' } : undefined}>
                  {item.title}
                </span>
              </Checkbox>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
};
