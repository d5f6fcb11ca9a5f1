/**
 * The statuses the reference backend's code can answer, read from its TypeScript sources (for the
 * test that holds them to the contract, contract/declared-statuses.test.ts).
 *
 * A handler's statuses are those of every place its code reaches: the functions, methods, classes
 * and values it names, followed through imports, and what those name in turn. A place produces a
 * status when it
 *
 * - constructs an `HttpProblem` (the status is its first argument: a number, or a type that is a
 *   union of numbers, as the contract's match outcome's `400 | 415`);
 * - calls a factory of `DomainError` (the dispatcher answers each kind with one status: the test
 *   passes the mapping, measured on `problemOf`);
 * - writes an object property `status: <number>` (a typed reply, a `Response`'s init);
 * - constructs a `Response` without a status (200).
 *
 * The walk over-approximates (every branch counts), and it does not follow calls through an
 * interface (`ctx.data.files.describe(...)`): the data layer answers no problem, which the test
 * checks, and every place in the API's sources that produces a status must be reached by some
 * operation or by the dispatcher, so a path the walk cannot see shows as a place no one reaches.
 *
 * A handler is an object property named after an operationId in src/http, or one whose computed
 * key is a factory's parameter (`[operations.create]` in collections.ts): its operationId is read
 * from each call of the factory (`collectionHandlers(spec, { create: 'createPipeline', ... })`),
 * and that call's other arguments (the spec) count as reached by the handler.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** Where a status comes from: `http/caller.ts:24`. */
export type Place = string;

export interface SourceStatuses {
  /** The statuses each operation's handler can answer, each with the places it comes from. */
  handlers: Map<string, Map<number, Place[]>>;
  /** The statuses the dispatcher's own code can answer (createApiHandler and what it reaches). */
  dispatcher: Map<number, Place[]>;
  /** Every place of the sources that produces a status, with the status. */
  producers: Map<Place, number[]>;
  /** The places reached by some handler or by the dispatcher. */
  reached: Set<Place>;
  /** Places whose status cannot be read (an HttpProblem built from a plain number variable). */
  unreadable: Place[];
  /** Handler keys whose operationId cannot be read from the factory's calls. */
  unresolvedKeys: Place[];
}

export interface AnalysisOptions {
  /** The folder of the backend's sources (mock-server/src). */
  src: string;
  /** The contract's operationIds. */
  operationIds: ReadonlySet<string>;
  /** The status the dispatcher answers for each DomainError factory (`notFound` → 404). */
  domainStatuses: Readonly<Record<string, number>>;
}

const HTTP_STATUS = (n: number) => Number.isInteger(n) && n >= 100 && n <= 599;

/** The TypeScript sources of the backend, tests left out. */
export function backendSources(src: string): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(src, file));
}

export function analyseSources(options: AnalysisOptions): SourceStatuses {
  return new SourceAnalysis(options).result();
}

/** A status a node produces: thrown (a problem, a DomainError) or answered (a reply, a Response). */
interface Produced {
  status: number;
  place: Place;
  thrown: boolean;
}
/** A declaration a node names, where, and whether what it throws is caught there and dropped. */
interface Reference {
  body: ts.Node;
  site: Place;
  caught: boolean;
}
interface Facts {
  statuses: Produced[];
  references: Reference[];
}
/** One step of a walk: a node, whether its throws are dropped, and the places that led to it. */
interface Step {
  node: ts.Node;
  caught: boolean;
  way: Place[];
}

class SourceAnalysis {
  readonly #options: AnalysisOptions;
  readonly #checker: ts.TypeChecker;
  readonly #ours: Set<string>;
  readonly #files: ts.SourceFile[];
  readonly #facts = new Map<ts.Node, Facts>();
  readonly #unreadable = new Set<Place>();
  readonly #reached = new Set<Place>();
  readonly #unresolvedKeys: Place[] = [];

  constructor(options: AnalysisOptions) {
    this.#options = options;
    const files = backendSources(options.src);
    const program = ts.createProgram(files, {
      noEmit: true,
      allowImportingTsExtensions: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ESNext,
      strict: true,
      // Only the backend's own files: packages and the standard library hold no status of ours.
      noResolve: true,
      noLib: true,
      types: [],
    });
    this.#checker = program.getTypeChecker();
    this.#ours = new Set(files);
    this.#files = program.getSourceFiles().filter((f) => this.#ours.has(f.fileName));
  }

  result(): SourceStatuses {
    const handlers = new Map<string, Map<number, Place[]>>();
    for (const [id, nodes] of this.#handlerRoots()) handlers.set(id, this.#walk(nodes));
    const api = this.#files.find((f) => f.fileName === join(this.#options.src, 'http', 'api.ts'));
    const dispatch = api?.statements.find(
      (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'createApiHandler',
    );
    if (!dispatch) throw new Error('http/api.ts has no function createApiHandler');
    const dispatcher = this.#walk([dispatch]);
    const producers = new Map<Place, number[]>();
    for (const file of this.#files) {
      for (const { status, place } of this.#factsOf(file).statuses)
        producers.set(place, [...new Set([...(producers.get(place) ?? []), status])]);
    }
    return {
      handlers,
      dispatcher,
      producers,
      reached: this.#reached,
      unreadable: [...this.#unreadable],
      unresolvedKeys: this.#unresolvedKeys,
    };
  }

  // ------------------------------------------------------------------ names and declarations

  #inOurs(node: ts.Node): boolean {
    return this.#ours.has(node.getSourceFile().fileName);
  }

  #placeOf(node: ts.Node): Place {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${this.#relative(file)}:${line + 1}`;
  }

  #relative(file: ts.SourceFile): string {
    return relative(this.#options.src, file.fileName).split(sep).join('/');
  }

  #declarationsOf(node: ts.Node): ts.Declaration[] {
    let symbol = this.#checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.#checker.getAliasedSymbol(symbol);
    return (symbol?.declarations ?? []).filter((d) => this.#inOurs(d));
  }

  /** Whether an expression names our class `name` of `file`. */
  #isClass(node: ts.Node, name: string, file: string): boolean {
    return this.#declarationsOf(node).some(
      (d) => ts.isClassDeclaration(d) && d.name?.text === name && d.getSourceFile().fileName.endsWith(file),
    );
  }

  /** The object literals that are tables of handlers (keys named after operationIds). */
  #isHandlerTable(node: ts.Node): boolean {
    return (
      ts.isObjectLiteralExpression(node) &&
      node.properties.some((p) => p.name && this.#options.operationIds.has(propertyName(p.name) ?? ''))
    );
  }

  /** What a declaration contributes when it is named: the code it runs or the value it holds. */
  #bodyOf(declaration: ts.Declaration): ts.Node | undefined {
    if (ts.isFunctionLike(declaration) || ts.isClassDeclaration(declaration)) return declaration;
    if (
      ts.isVariableDeclaration(declaration) ||
      ts.isPropertyAssignment(declaration) ||
      ts.isPropertyDeclaration(declaration)
    ) {
      const value = declaration.initializer;
      // A table of handlers counts only through the property a caller names (`table.getMenu`).
      if (value && this.#isHandlerTable(unwrap(value))) return undefined;
      return value;
    }
    return undefined;
  }

  // ------------------------------------------------------------------ one node's own facts

  #statusesOfExpression(expression: ts.Expression): number[] | undefined {
    const value = unwrap(expression);
    if (ts.isNumericLiteral(value)) return [Number(value.text)];
    const type = this.#checker.getTypeAtLocation(value);
    const numbers = (type.isUnion() ? type.types : [type]).map((t) =>
      t.isNumberLiteral() ? t.value : undefined,
    );
    return numbers.every((n): n is number => n !== undefined) ? numbers : undefined;
  }

  #factsOf(root: ts.Node): Facts {
    const known = this.#facts.get(root);
    if (known) return known;
    const found: Facts = { statuses: [], references: [] };
    this.#facts.set(root, found);
    this.#visit(root, false, found);
    return found;
  }

  #visit(node: ts.Node, caught: boolean, found: Facts): void {
    // Types say nothing about answers.
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    for (const { status, thrown } of this.#produced(node)) {
      if (!(thrown && caught)) found.statuses.push({ status, place: this.#placeOf(node), thrown });
    }
    if (ts.isIdentifier(node)) {
      for (const declaration of this.#declarationsOf(node)) {
        const body = this.#bodyOf(declaration);
        if (body) found.references.push({ body, site: this.#placeOf(node), caught });
      }
    }
    // What a try block throws is dropped by a catch that does not throw again; so is what a
    // promise throws to a `.catch` handler that does not.
    if (ts.isTryStatement(node) && node.catchClause && drops(node.catchClause)) {
      this.#visit(node.tryBlock, true, found);
      this.#visit(node.catchClause, caught, found);
      if (node.finallyBlock) this.#visit(node.finallyBlock, caught, found);
      return;
    }
    const dropped = droppingCatch(node);
    if (dropped) {
      this.#visit(dropped.promise, true, found);
      this.#visit(dropped.handler, caught, found);
      return;
    }
    ts.forEachChild(node, (child) => this.#visit(child, caught, found));
  }

  /** The statuses one node produces by itself. */
  #produced(node: ts.Node): { status: number; thrown: boolean }[] {
    if (ts.isNewExpression(node) && this.#isClass(node.expression, 'HttpProblem', 'problem.ts')) {
      const first = node.arguments?.[0];
      const statuses = first ? this.#statusesOfExpression(first) : undefined;
      if (!statuses) this.#unreadable.add(this.#placeOf(node));
      // `new HttpProblem(...).toResponse()` is answered, not thrown.
      const answered = ts.isPropertyAccessExpression(node.parent) && node.parent.name.text === 'toResponse';
      return (statuses ?? []).map((status) => ({ status, thrown: !answered }));
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Response') {
      const init = node.arguments?.[1] ? unwrap(node.arguments[1]) : undefined;
      const withStatus =
        init &&
        (!ts.isObjectLiteralExpression(init) ||
          init.properties.some((p) => p.name && propertyName(p.name) === 'status'));
      return withStatus ? [] : [{ status: 200, thrown: false }];
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      this.#isClass(node.expression, 'DomainError', 'domain-error.ts')
    ) {
      const status = this.#options.domainStatuses[node.name.text];
      return status === undefined ? [] : [{ status, thrown: true }];
    }
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'status') {
      const value = unwrap(node.initializer);
      if (ts.isNumericLiteral(value) && HTTP_STATUS(Number(value.text)))
        return [{ status: Number(value.text), thrown: false }];
    }
    return [];
  }

  // ------------------------------------------------------------------ walks

  /**
   * Every status reached from the roots, each with the way to it (`a.ts:1 → b.ts:2`, the places
   * that name the next step, then the place that produces it), breadth first: the shortest way.
   */
  #walk(roots: readonly ts.Node[]): Map<number, Place[]> {
    const out = new Map<number, Place[]>();
    const seen = new Map<ts.Node, Set<boolean>>();
    const queue: Step[] = roots.map((node) => ({ node, caught: false, way: [] }));
    for (let next = 0; next < queue.length; next += 1) {
      const { node, caught, way } = queue[next] as Step;
      const modes = seen.get(node) ?? new Set<boolean>();
      if (modes.has(caught)) continue;
      seen.set(node, modes.add(caught));
      const { statuses, references } = this.#factsOf(node);
      for (const { status, place, thrown } of statuses) {
        if (thrown && caught) continue;
        this.#reached.add(place);
        const places = out.get(status) ?? [];
        if (!places.some((p) => p.endsWith(place))) places.push([...way, place].join(' → '));
        out.set(status, places);
      }
      for (const reference of references)
        queue.push({
          node: reference.body,
          caught: caught || reference.caught,
          way: [...way, reference.site],
        });
    }
    return out;
  }

  // ------------------------------------------------------------------ the handlers

  /** The code of each operation's handler: the nodes a walk of its statuses starts from. */
  #handlerRoots(): Map<string, ts.Node[]> {
    const roots = new Map<string, ts.Node[]>();
    const add = (id: string, ...nodes: ts.Node[]) => roots.set(id, [...(roots.get(id) ?? []), ...nodes]);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          if (property.name && ts.isComputedPropertyName(property.name)) this.#factoryRoots(property, add);
          else this.#namedRoots(property, add);
        }
      }
      ts.forEachChild(node, visit);
    };
    for (const file of this.#files.filter((f) => this.#relative(f).startsWith('http/'))) visit(file);
    return roots;
  }

  /** A property named after an operationId: its value, method or the value it names. */
  #namedRoots(property: ts.ObjectLiteralElementLike, add: (id: string, ...nodes: ts.Node[]) => void): void {
    const id = property.name ? propertyName(property.name) : undefined;
    if (!id || !this.#options.operationIds.has(id)) return;
    if (ts.isPropertyAssignment(property)) add(id, property.initializer);
    else if (ts.isMethodDeclaration(property)) add(id, property);
    else if (ts.isShorthandPropertyAssignment(property)) {
      const value = this.#checker.getShorthandAssignmentValueSymbol(property);
      for (const declaration of (value?.declarations ?? []).filter((d) => this.#inOurs(d))) {
        const body = this.#bodyOf(declaration);
        if (body) add(id, body);
      }
    }
  }

  /**
   * `[operations.create]: handler` in a factory: the operationId is what each call of the factory
   * passes there (`{ create: 'createPipeline' }`), and the call's other arguments count as reached.
   */
  #factoryRoots(property: ts.ObjectLiteralElementLike, add: (id: string, ...nodes: ts.Node[]) => void): void {
    const key = (property.name as ts.ComputedPropertyName).expression;
    const parameter = ts.isPropertyAccessExpression(key)
      ? this.#declarationsOf(key.expression).find(ts.isParameter)
      : undefined;
    if (!parameter || !ts.isPropertyAccessExpression(key)) return;
    const factory = parameter.parent;
    const index = factory.parameters.indexOf(parameter);
    const value = ts.isPropertyAssignment(property) ? property.initializer : property;
    let resolved = false;
    for (const call of this.#callsOf(factory)) {
      const argument = call.arguments[index] ? unwrap(call.arguments[index]) : undefined;
      if (!argument || !ts.isObjectLiteralExpression(argument)) continue;
      const entry = argument.properties.find((p) => p.name && propertyName(p.name) === key.name.text);
      const named = entry && ts.isPropertyAssignment(entry) ? unwrap(entry.initializer) : undefined;
      const id = named && ts.isStringLiteralLike(named) ? named.text : undefined;
      if (!id || !this.#options.operationIds.has(id)) continue;
      resolved = true;
      add(id, value, ...call.arguments.filter((_a, i) => i !== index));
    }
    if (!resolved) this.#unresolvedKeys.push(this.#placeOf(property));
  }

  /** The calls of a function in the sources. */
  #callsOf(fn: ts.Declaration): ts.CallExpression[] {
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && this.#declarationsOf(node.expression).includes(fn)) calls.push(node);
      ts.forEachChild(node, visit);
    };
    for (const file of this.#files) visit(file);
    return calls;
  }
}

/** Whether code throws again (a throw statement outside nested functions). */
function rethrows(node: ts.Node): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found || ts.isFunctionLike(child)) return;
    if (ts.isThrowStatement(child)) found = true;
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/**
 * Whether a catch clause drops what it caught: it throws nothing again, and answers nothing of it
 * (`error.toResponse()`, `problemOf(error).toResponse()`, as the dispatcher answers a problem).
 */
function drops(clause: ts.CatchClause): boolean {
  if (rethrows(clause.block)) return false;
  const caught = clause.variableDeclaration?.name;
  if (!caught || !ts.isIdentifier(caught)) return true;
  let answered = false;
  const mentions = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) && node.text === caught.text) || (ts.forEachChild(node, mentions) ?? false);
  const visit = (node: ts.Node) => {
    if (answered) return;
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'toResponse' && mentions(node.expression))
      answered = true;
    else ts.forEachChild(node, visit);
  };
  visit(clause.block);
  return !answered;
}

/** `promise.catch(handler)` with a handler that drops what it caught (throws nothing again). */
function droppingCatch(node: ts.Node): { promise: ts.Expression; handler: ts.Expression } | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  if (node.expression.name.text !== 'catch') return undefined;
  const handler = node.arguments[0];
  if (!handler || !(ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) return undefined;
  return rethrows(handler.body) ? undefined : { promise: node.expression.expression, handler };
}

/** An expression without the parentheses, `as`, `satisfies` and `!` around it. */
function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression;
  return current;
}

/** A property's name as text (an identifier or a string), undefined when it is computed. */
function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}
