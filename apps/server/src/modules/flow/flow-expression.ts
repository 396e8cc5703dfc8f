// The expressions of a process (`${amount > 1000 && urgent}` on a sequence flow, `${INITIATOR}`
// in an assignee): evaluated over the process variables without eval — names, numbers, quoted
// texts, true/false/null, comparisons, && || !, parentheses. The engine calls `resolve` for its
// conditions; anything it cannot read is an error naming the expression.

type Token = { kind: 'num' | 'str' | 'name' | 'op'; value: string };

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|([A-Za-z_][\w.]*)|(===|!==|==|!=|>=|<=|&&|\|\||[<>!()]))/y;

const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`cannot read "${text}" at ${at + 1}`);
    if (match[1] !== undefined) tokens.push({ kind: 'num', value: match[1] });
    else if (match[2] !== undefined || match[3] !== undefined)
      tokens.push({ kind: 'str', value: match[2] ?? match[3] ?? '' });
    else if (match[4] !== undefined) tokens.push({ kind: 'name', value: match[4] });
    else tokens.push({ kind: 'op', value: match[5] ?? '' });
  }
  return tokens;
};

export type Variables = Record<string, unknown>;

const lookup = (variables: Variables, path: string): unknown => {
  // `environment.variables.x` and `variables.x` (bpmn-engine's own spelling) read the same.
  const parts = path.replace(/^(environment\.)?variables\./, '').split('.');
  let value: unknown = variables;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
};

const compare = (op: string, left: unknown, right: unknown): boolean => {
  const numeric = typeof left === 'number' || typeof right === 'number';
  const a = numeric ? Number(left) : left;
  const b = numeric ? Number(right) : right;
  switch (op) {
    case '==':
    case '===':
      return a === b;
    case '!=':
    case '!==':
      return a !== b;
    case '>':
      return (a as number) > (b as number);
    case '<':
      return (a as number) < (b as number);
    case '>=':
      return (a as number) >= (b as number);
    default:
      return (a as number) <= (b as number);
  }
};

/** Evaluates the inside of `${…}`. */
export const evaluate = (text: string, variables: Variables): unknown => {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];
  const expect = (value: string) => {
    if (take()?.value !== value) throw new Error(`"${value}" expected in "${text}"`);
  };
  const primary = (): unknown => {
    const token = take();
    if (!token) throw new Error(`"${text}" ends too early`);
    if (token.kind === 'num') return Number(token.value);
    if (token.kind === 'str') return token.value;
    if (token.kind === 'name') {
      if (token.value === 'true') return true;
      if (token.value === 'false') return false;
      if (token.value === 'null') return null;
      return lookup(variables, token.value);
    }
    if (token.value === '(') {
      const value = or();
      expect(')');
      return value;
    }
    if (token.value === '!') return !primary();
    throw new Error(`unexpected "${token.value}" in "${text}"`);
  };
  const comparison = (): unknown => {
    const left = primary();
    const op = peek();
    if (op?.kind === 'op' && /^(===|!==|==|!=|>=|<=|<|>)$/.test(op.value)) {
      take();
      return compare(op.value, left, primary());
    }
    return left;
  };
  const and = (): unknown => {
    let value = comparison();
    while (peek()?.value === '&&') {
      take();
      const right = comparison();
      value = Boolean(value) && Boolean(right);
    }
    return value;
  };
  const or = (): unknown => {
    let value = and();
    while (peek()?.value === '||') {
      take();
      const right = and();
      value = Boolean(value) || Boolean(right);
    }
    return value;
  };
  const value = or();
  if (at < tokens.length) throw new Error(`unexpected "${tokens[at]?.value}" in "${text}"`);
  return value;
};

const WHOLE = /^\s*\$\{([^}]*)\}\s*$/;

/** A text that is one `${…}`: its value; a text with several: each replaced by its value. */
export const resolve = (text: string, variables: Variables): unknown => {
  const whole = WHOLE.exec(text);
  if (whole) return evaluate(whole[1] ?? '', variables);
  return text.replace(/\$\{([^}]*)\}/g, (_, inner: string) =>
    String(evaluate(inner, variables) ?? ''),
  );
};

/** Whether every `${…}` of a text reads (checked when a definition is deployed). */
export const expressionProblem = (text: string): string | null => {
  try {
    for (const [, inner] of text.matchAll(/\$\{([^}]*)\}/g)) tokenize(inner ?? '');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** The engine's expression handler: conditions and texts read the process variables. */
export const engineExpressions = {
  resolveExpression(expression: string, message?: { environment?: { variables?: Variables } }) {
    return resolve(expression, message?.environment?.variables ?? {});
  },
  isExpression: (text: unknown) => typeof text === 'string' && text.includes('${'),
  hasExpression: (text: unknown) => typeof text === 'string' && text.includes('${'),
};
