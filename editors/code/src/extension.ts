// The cocci extension: runs `cocci lsp` (diagnostics, quick fixes, hovers, code lenses come from
// it) and adds commands to apply a patch to the workspace (with VS Code's refactor preview) or to
// one file, and to list a patch's matches.

import * as path from 'path';
import * as vscode from 'vscode';
import { Explanation, Explanations } from './explain';
import {
    CloseAction,
    CloseHandlerResult,
    DidChangeConfigurationNotification,
    ErrorAction,
    ErrorHandler,
    ErrorHandlerResult,
    ExecuteCommandRequest,
    LanguageClient,
    LanguageClientOptions,
    Message,
    RevealOutputChannelOn,
    ServerOptions,
    State,
    WorkspaceEdit as LspWorkspaceEdit,
} from 'vscode-languageclient/node';
import { group, Match, MatchesProvider } from './matches';
import { Previews } from './preview';
import { PreviewPayload } from './previewText';
import { findServer } from './serverPath';

/** What the extension returns from `activate`, for its tests. */
export interface Api {
    /** The running client, once started (undefined while stopped). */
    client(): LanguageClient | undefined;
    /** Resolves once the server runs (rejects when it cannot start). */
    ready(): Promise<LanguageClient>;
    /** The path of the binary the server was started from. */
    serverPath(): string | undefined;
    /** Why the server could not start, the last time it was tried. */
    lastError(): string | undefined;
    matches: MatchesProvider;
    /** The live diff previews of patches. */
    previews: Previews;
}

/** The settings the server reads, as `{"cocci": {...}}`. */
function serverSettings(): {
    cocci: { patches: string[] | null; severity: Record<string, string>; showSkips: boolean; model: Record<string, unknown> };
} {
    const config = vscode.workspace.getConfiguration('cocci');
    return {
        cocci: {
            patches: config.get<string[] | null>('patches') ?? null,
            severity: config.get<Record<string, string>>('severity') ?? {},
            showSkips: config.get<boolean>('showSkips') ?? false,
            model: config.get<Record<string, unknown>>('model') ?? {},
        },
    };
}

/** Restarts the server after a crash, unless it crashes again and again. */
class RestartingErrorHandler implements ErrorHandler {
    private crashes: number[] = [];

    constructor(private readonly output: vscode.OutputChannel) {}

    // A write to a server that just died fails before the connection reports closing: go on, and
    // let `closed` decide (shutting down here would leave the server dead, not restarted).
    error(error: Error, _message: Message | undefined, count: number | undefined): ErrorHandlerResult {
        this.output.appendLine(`[cocci] connection error${count ? ` (${count})` : ''}: ${error.message}`);
        return { action: ErrorAction.Continue, handled: true };
    }

    closed(): CloseHandlerResult {
        const now = Date.now();
        this.crashes = this.crashes.filter((t) => now - t < 3 * 60_000);
        this.crashes.push(now);
        if (this.crashes.length <= 4) {
            this.output.appendLine(`[cocci] the server stopped unexpectedly; restarting it (${this.crashes.length}/4)`);
            return { action: CloseAction.Restart, handled: true };
        }
        return {
            action: CloseAction.DoNotRestart,
            message:
                'The cocci server stopped 5 times in 3 minutes and will not be restarted. ' +
                'See the "Cocci" output, then run "Cocci: Restart Server".',
        };
    }
}

/** Resolves when the client runs; rejects when it stops instead, or after `ms`. */
function waitRunning(lc: LanguageClient, ms: number): Promise<LanguageClient> {
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            sub.dispose();
            reject(new Error('the cocci server did not start in time'));
        }, ms);
        const sub = lc.onDidChangeState((e) => {
            if (e.newState === State.Running || e.newState === State.Stopped) {
                clearTimeout(timer);
                sub.dispose();
                if (e.newState === State.Running) {
                    resolve(lc);
                } else {
                    reject(new Error('the cocci server stopped'));
                }
            }
        });
    });
}

class Controller implements vscode.Disposable {
    private lc: LanguageClient | undefined;
    private starting: Promise<LanguageClient> | undefined;
    private binary: string | undefined;
    lastError: string | undefined;
    /** Restarts and stops run one after the other. */
    private queue: Promise<unknown> = Promise.resolve();
    readonly matches = new MatchesProvider();
    readonly view: vscode.TreeView<unknown>;
    readonly previews: Previews;
    readonly explanations = new Explanations();
    /** What listens to the current client (its previews), disposed with it. */
    private attached: vscode.Disposable[] = [];

    constructor(
        private readonly context: vscode.ExtensionContext,
        readonly output: vscode.OutputChannel,
    ) {
        this.view = vscode.window.createTreeView('cocci.matches', { treeDataProvider: this.matches, showCollapseAll: true });
        this.previews = new Previews(output);
    }

    client(): LanguageClient | undefined {
        return this.lc;
    }

    serverPath(): string | undefined {
        return this.binary;
    }

    /** The running client; starts it if needed. Rejects with a message a user can act on. */
    ready(): Promise<LanguageClient> {
        const lc = this.lc;
        if (lc && lc.state === State.Running) {
            return Promise.resolve(lc);
        }
        if (lc && lc.state === State.Starting && !this.starting) {
            // Restarting by itself after a crash.
            return waitRunning(lc, 30_000);
        }
        if (!this.starting) {
            const p = this.start();
            this.starting = p;
            p.catch(() => undefined).finally(() => {
                if (this.starting === p) {
                    this.starting = undefined;
                }
            });
        }
        return this.starting;
    }

    private async start(): Promise<LanguageClient> {
        if (this.lc) {
            const old = this.lc;
            this.lc = undefined;
            await old.dispose(2000).catch(() => undefined);
        }
        const config = vscode.workspace.getConfiguration('cocci');
        const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
        const found = findServer({
            configured: config.get<string>('server.path'),
            workspaceFolder: folder,
            extensionPath: this.context.extensionPath,
            env: process.env,
            platform: process.platform,
        });
        if (!found.ok) {
            this.binary = undefined;
            this.lastError = found.message;
            this.output.appendLine(`[cocci] ${found.message}`);
            void vscode.window.showErrorMessage(found.message, 'Open Settings', 'Show Log').then((choice) => {
                if (choice === 'Open Settings') {
                    void vscode.commands.executeCommand('workbench.action.openSettings', 'cocci.server.path');
                } else if (choice === 'Show Log') {
                    this.output.show();
                }
            });
            throw new Error(found.message);
        }
        this.binary = found.path;
        const args = ['lsp', ...(config.get<string[]>('server.extraArgs') ?? [])];
        this.output.appendLine(`[cocci] starting ${found.path} ${args.join(' ')} (${found.source})`);
        const serverOptions: ServerOptions = {
            command: found.path,
            args,
            options: { cwd: folder, env: { ...process.env } },
        };
        const clientOptions: LanguageClientOptions = {
            documentSelector: [
                { scheme: 'file', language: 'rust' },
                { scheme: 'file', language: 'cocci' },
            ],
            // The server runs what a workspace configures (its toolchain file, cargo's wrappers)
            // only when VS Code trusts the workspace; the server takes this from here alone.
            // `showsExplanations`: `cocci.explain`'s results are shown here (see explain.ts), not
            // sent as a message too.
            initializationOptions: {
                ...serverSettings(),
                trustWorkspace: vscode.workspace.isTrusted,
                showsExplanations: true,
            },
            outputChannel: this.output,
            revealOutputChannelOn: RevealOutputChannelOn.Never,
            errorHandler: new RestartingErrorHandler(this.output),
            middleware: {
                // The code lenses of a patch run `cocci.showMatches`: show them, not just ask.
                executeCommand: async (command, args, next) => {
                    if (command === 'cocci.showMatches') {
                        return showMatches(this, args[0], args[1]);
                    }
                    // The explain code action: its answer shown beside the code.
                    if (command === 'cocci.explain') {
                        const result = (await next(command, args)) as Explanation | null;
                        const at = args[1] as { line: number; character: number };
                        await this.explanations.show(vscode.Uri.parse(String(args[0])), at.line, at.character, result);
                        return result;
                    }
                    return next(command, args);
                },
            },
        };
        const lc = new LanguageClient('cocci', 'cocci', serverOptions, clientOptions);
        this.lc = lc;
        this.attached.forEach((d) => d.dispose());
        this.attached = this.previews.attach(lc);
        try {
            await lc.start();
        } catch (e) {
            const message = `The cocci server (${found.path}) could not start: ${e instanceof Error ? e.message : String(e)}`;
            this.lastError = message;
            if (this.lc === lc) {
                this.lc = undefined;
            }
            void lc.dispose(1000).catch(() => undefined);
            this.output.appendLine(`[cocci] ${message}`);
            void vscode.window.showErrorMessage(message, 'Show Log').then((c) => c && this.output.show());
            throw new Error(message, { cause: e });
        }
        this.lastError = undefined;
        return lc;
    }

    /** Stops the server (if running) and starts it again with the current settings. */
    restart(): Promise<LanguageClient> {
        const run = this.queue.then(async () => {
            await this.stop();
            return this.ready();
        });
        this.queue = run.catch(() => undefined);
        return run;
    }

    async stop(): Promise<void> {
        await this.starting?.catch(() => undefined);
        const lc = this.lc;
        this.lc = undefined;
        if (lc) {
            this.output.appendLine('[cocci] stopping the server');
            await lc.dispose(5000).catch((e) => this.output.appendLine(`[cocci] stop: ${String(e)}`));
        }
    }

    /** Settings changed: the server's own are sent to it; a new binary or arguments restart it. */
    async configurationChanged(e: vscode.ConfigurationChangeEvent): Promise<void> {
        if (e.affectsConfiguration('cocci.server')) {
            await this.restart().catch(() => undefined);
        } else if (
            (e.affectsConfiguration('cocci.patches') ||
                e.affectsConfiguration('cocci.severity') ||
                e.affectsConfiguration('cocci.showSkips') ||
                e.affectsConfiguration('cocci.model')) &&
            this.lc?.state === State.Running
        ) {
            await this.lc.sendNotification(DidChangeConfigurationNotification.type, { settings: serverSettings() });
        }
    }

    dispose(): void {
        this.attached.forEach((d) => d.dispose());
        this.previews.dispose();
        this.view.dispose();
    }
}

/** A patch from an argument (Uri or string), else picked among the workspace's `.cocci` files. */
async function resolvePatch(arg: unknown, placeHolder: string): Promise<vscode.Uri | undefined> {
    if (arg instanceof vscode.Uri) {
        return arg;
    }
    if (typeof arg === 'string' && arg) {
        return arg.includes('://') ? vscode.Uri.parse(arg) : vscode.Uri.file(arg);
    }
    const found = await vscode.workspace.findFiles('**/*.cocci', '**/{node_modules,target,.git}/**');
    const open = vscode.workspace.textDocuments.filter((d) => d.languageId === 'cocci').map((d) => d.uri);
    const all = new Map<string, vscode.Uri>();
    for (const u of [...open, ...found]) {
        all.set(u.toString(), u);
    }
    const active = vscode.window.activeTextEditor?.document;
    const activeKey = active?.languageId === 'cocci' ? active.uri.toString() : undefined;
    if (all.size === 0) {
        void vscode.window.showInformationMessage('There is no semantic patch (*.cocci) in this workspace.');
        return undefined;
    }
    const items = [...all.values()]
        .map((uri) => ({
            label: path.basename(uri.fsPath),
            description: path.dirname(vscode.workspace.asRelativePath(uri)),
            uri,
        }))
        .sort((a, b) =>
            a.uri.toString() === activeKey ? -1 : b.uri.toString() === activeKey ? 1 : a.label.localeCompare(b.label),
        );
    const picked = await vscode.window.showQuickPick(items, { placeHolder, matchOnDescription: true });
    return picked?.uri;
}

function patchName(uri: vscode.Uri): string {
    return path.basename(uri.path);
}

/** Why the server would not use a patch, when it has errors. */
function patchErrors(uri: vscode.Uri): string | undefined {
    const errors = vscode.languages
        .getDiagnostics(uri)
        .filter((d) => d.source === 'cocci' && d.severity === vscode.DiagnosticSeverity.Error);
    if (errors.length === 0) {
        return undefined;
    }
    const first = errors[0];
    return `${patchName(uri)} has errors (line ${first.range.start.line + 1}: ${first.message}); fix them first.`;
}

/** `cocci.explainHere`: why the active patches match at the cursor of the Rust editor, or not. */
async function explainHere(ctl: Controller): Promise<Explanation | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'rust') {
        void vscode.window.showInformationMessage('Put the cursor in a Rust file to ask why the patches match there or not.');
        return undefined;
    }
    const lc = await ctl.ready();
    const at = lc.code2ProtocolConverter.asPosition(editor.selection.active);
    const file = editor.document.uri;
    const result = await runCommand<Explanation | null>(lc, 'cocci.explain', [lc.code2ProtocolConverter.asUri(file), at]);
    await ctl.explanations.show(file, at.line, at.character, result);
    return result ?? undefined;
}

/** What the server's `cocci.inferPatch` returns. */
interface Inferred {
    patch: string;
    changes: number;
    refused: { range: { start: { line: number } }; message: string }[];
}

/**
 * `cocci.makePatchFromChange`: the server drafts a patch from the Rust editor's unsaved change
 * (the saved file before, the editor's text after). It opens as a new `.cocci` file beside the
 * Rust file (created empty on disk, its text unsaved until the user saves it), with the live
 * preview of what it matches over the workspace beside it.
 */
async function makePatchFromChange(ctl: Controller): Promise<vscode.Uri | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'rust') {
        void vscode.window.showInformationMessage('Change a Rust file (without saving it) to make a patch from the change.');
        return undefined;
    }
    const lc = await ctl.ready();
    const source = editor.document.uri;
    let result: Inferred;
    try {
        const typed = vscode.workspace.getConfiguration('cocci').get<boolean>('infer.typed', false);
        result = await runCommand<Inferred>(lc, 'cocci.inferPatch', [lc.code2ProtocolConverter.asUri(source), { typed }]);
    } catch (e) {
        void vscode.window.showWarningMessage(`cocci: ${e instanceof Error ? e.message : String(e)}`);
        return undefined;
    }
    for (const r of result.refused) {
        ctl.output.appendLine(`[cocci] not in the inferred patch: line ${r.range.start.line + 1}: ${r.message}`);
    }
    if (!result.patch) {
        void vscode.window.showWarningMessage(`cocci could not make a rule of this change: ${result.refused[0]?.message ?? 'no change'}`);
        return undefined;
    }
    const target = await freeName(source);
    const edit = new vscode.WorkspaceEdit();
    edit.createFile(target, { ignoreIfExists: false });
    edit.insert(target, new vscode.Position(0, 0), result.patch);
    if (!(await vscode.workspace.applyEdit(edit))) {
        return undefined;
    }
    const patch = await vscode.workspace.openTextDocument(target);
    await vscode.window.showTextDocument(patch, vscode.ViewColumn.Beside);
    await previewPatch(ctl, target, 'workspace');
    return target;
}

/** `NAME.inferred.cocci` beside the Rust file `source` (`NAME.inferred-2.cocci`... when taken). */
async function freeName(source: vscode.Uri): Promise<vscode.Uri> {
    const dir = vscode.Uri.joinPath(source, '..');
    const stem = source.path.split('/').pop()!.replace(/\.rs$/, '');
    for (let i = 1; ; i++) {
        const candidate = vscode.Uri.joinPath(dir, i === 1 ? `${stem}.inferred.cocci` : `${stem}.inferred-${i}.cocci`);
        try {
            await vscode.workspace.fs.stat(candidate);
        } catch {
            return candidate;
        }
    }
}

async function runCommand<T>(lc: LanguageClient, command: string, args: unknown[]): Promise<T> {
    return (await lc.sendRequest(ExecuteCommandRequest.type, { command, arguments: args })) as T;
}

/** Makes sure the server knows the patch (a patch outside the workspace folders too). */
async function openPatch(uri: vscode.Uri): Promise<void> {
    await vscode.workspace.openTextDocument(uri);
}

export interface ApplyOptions {
    /** false: apply without the refactor preview (for tests). Default true. */
    confirm?: boolean;
}

export interface ApplyResult {
    applied: boolean;
    files: number;
}

async function applyToWorkspace(ctl: Controller, patchArg?: unknown, options?: ApplyOptions): Promise<ApplyResult> {
    const lc = await ctl.ready();
    const patch = await resolvePatch(patchArg, 'Semantic patch to apply to the workspace');
    if (!patch) {
        return { applied: false, files: 0 };
    }
    await openPatch(patch);
    const json = await runCommand<LspWorkspaceEdit | null>(lc, 'cocci.workspaceEdit', [lc.code2ProtocolConverter.asUri(patch)]);
    if (!json) {
        void vscode.window.showErrorMessage(patchErrors(patch) ?? `cocci could not use ${patchName(patch)}.`);
        return { applied: false, files: 0 };
    }
    // Open documents changed since the server computed the edit: it would apply to the wrong text.
    for (const change of json.documentChanges ?? []) {
        if ('textDocument' in change && change.textDocument.version != null) {
            const uri = lc.protocol2CodeConverter.asUri(change.textDocument.uri);
            const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
            if (doc && doc.version !== change.textDocument.version) {
                void vscode.window.showWarningMessage(`${vscode.workspace.asRelativePath(uri)} changed meanwhile: run the command again.`);
                return { applied: false, files: 0 };
            }
        }
    }
    const converted = await lc.protocol2CodeConverter.asWorkspaceEdit(json);
    const entries = converted.entries();
    if (entries.length === 0) {
        void vscode.window.showInformationMessage(`${patchName(patch)} changes nothing in the workspace.`);
        return { applied: true, files: 0 };
    }
    ctl.output.appendLine(
        `[cocci] ${patchName(patch)} changes ${entries.length} file(s): ${entries.map(([u]) => vscode.workspace.asRelativePath(u)).join(', ')}`,
    );
    const confirm = options?.confirm ?? true;
    const edit = new vscode.WorkspaceEdit();
    for (const [uri, edits] of entries) {
        const metadata: vscode.WorkspaceEditEntryMetadata = {
            needsConfirmation: confirm,
            label: `cocci: apply ${patchName(patch)}`,
            description: vscode.workspace.asRelativePath(uri),
        };
        for (const e of edits) {
            edit.replace(uri, e.range, e.newText, metadata);
        }
    }
    const applied = await vscode.workspace.applyEdit(edit, { isRefactoring: true });
    if (!applied && !confirm) {
        void vscode.window.showErrorMessage(`cocci: the edits of ${patchName(patch)} could not be applied.`);
    }
    return { applied, files: entries.length };
}

async function applyToFile(ctl: Controller, patchArg?: unknown, fileArg?: unknown): Promise<{ applied: boolean; changed: boolean }> {
    let file: vscode.Uri | undefined;
    if (fileArg instanceof vscode.Uri) {
        file = fileArg;
    } else if (typeof fileArg === 'string' && fileArg) {
        file = fileArg.includes('://') ? vscode.Uri.parse(fileArg) : vscode.Uri.file(fileArg);
    } else if (vscode.window.activeTextEditor?.document.languageId === 'rust') {
        file = vscode.window.activeTextEditor.document.uri;
    }
    if (!file) {
        void vscode.window.showInformationMessage('Open a Rust file to apply a semantic patch to it.');
        return { applied: false, changed: false };
    }
    const lc = await ctl.ready();
    const patch = await resolvePatch(patchArg, `Semantic patch to apply to ${path.basename(file.fsPath)}`);
    if (!patch) {
        return { applied: false, changed: false };
    }
    await openPatch(patch);
    const c2p = lc.code2ProtocolConverter;
    const result = await runCommand<{ applied: boolean; changed: boolean } | null>(lc, 'cocci.applyToFile', [
        c2p.asUri(patch),
        c2p.asUri(file),
    ]);
    if (!result) {
        void vscode.window.showErrorMessage(patchErrors(patch) ?? `cocci could not apply ${patchName(patch)} to this file.`);
        return { applied: false, changed: false };
    }
    if (!result.changed) {
        void vscode.window.showInformationMessage(`${patchName(patch)} changes nothing in ${path.basename(file.fsPath)}.`);
    }
    return result;
}

async function showMatches(ctl: Controller, patchArg?: unknown, rule?: unknown): Promise<Match[]> {
    const lc = await ctl.ready();
    let arg = patchArg;
    if (arg === undefined && vscode.window.activeTextEditor?.document.languageId === 'cocci') {
        arg = vscode.window.activeTextEditor.document.uri;
    }
    const patch = await resolvePatch(arg, 'Semantic patch whose matches to show');
    if (!patch) {
        return [];
    }
    await openPatch(patch);
    const args: unknown[] = [lc.code2ProtocolConverter.asUri(patch)];
    if (typeof rule === 'string' && rule) {
        args.push(rule);
    }
    const matches = (await runCommand<Match[] | null>(lc, 'cocci.showMatches', args)) ?? [];
    const p2c = lc.protocol2CodeConverter;
    const files = group(matches, (s) => p2c.asUri(s), (m) => p2c.asRange(m.range));
    const what = typeof rule === 'string' && rule ? `${patchName(patch)} (${rule})` : patchName(patch);
    const title = `${what}: ${matches.length} match${matches.length === 1 ? '' : 'es'} in ${files.length} file${files.length === 1 ? '' : 's'}`;
    ctl.matches.set(files, title);
    ctl.view.message = title;
    await vscode.commands.executeCommand('setContext', 'cocci.matchesShown', true);
    if (matches.length === 0) {
        void vscode.window.showInformationMessage(`${what} matches nothing in the workspace.`);
    } else {
        await vscode.commands.executeCommand('cocci.matches.focus');
    }
    return matches;
}

/** Opens the live diff preview of a patch beside it; resolves to the preview document's URI. */
async function previewPatch(ctl: Controller, patchArg?: unknown, scopeArg?: unknown): Promise<vscode.Uri | undefined> {
    const lc = await ctl.ready();
    let arg = patchArg;
    if (arg === undefined && vscode.window.activeTextEditor?.document.languageId === 'cocci') {
        arg = vscode.window.activeTextEditor.document.uri;
    }
    const patch = await resolvePatch(arg, 'Semantic patch to preview');
    if (!patch) {
        return undefined;
    }
    await openPatch(patch);
    const configured = vscode.workspace.getConfiguration('cocci').get<string>('preview.scope');
    const scope: PreviewPayload['scope'] = (scopeArg ?? configured) === 'open' ? 'open' : 'workspace';
    return ctl.previews.show(lc, patch, scope);
}

function reportFailure(ctl: Controller): (e: unknown) => undefined {
    return (e) => {
        ctl.output.appendLine(`[cocci] ${e instanceof Error ? e.message : String(e)}`);
        return undefined;
    };
}

let controller: Controller | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<Api> {
    const output = vscode.window.createOutputChannel('Cocci');
    const ctl = new Controller(context, output);
    controller = ctl;
    context.subscriptions.push(
        output,
        ctl,
        vscode.commands.registerCommand('cocci.applyPatchToWorkspace', (patch?: unknown, options?: ApplyOptions) =>
            applyToWorkspace(ctl, patch, options).catch(reportFailure(ctl)),
        ),
        vscode.commands.registerCommand('cocci.applyPatchToFile', (patch?: unknown, file?: unknown) =>
            applyToFile(ctl, patch, file).catch(reportFailure(ctl)),
        ),
        vscode.commands.registerCommand('cocci.showPatchPreview', (patch?: unknown, scope?: unknown) =>
            previewPatch(ctl, patch, scope).catch(reportFailure(ctl)),
        ),
        vscode.commands.registerCommand('cocci.showPatchMatches', (patch?: unknown, rule?: unknown) =>
            showMatches(ctl, patch, rule).catch(reportFailure(ctl)),
        ),
        vscode.commands.registerCommand('cocci.restartServer', () =>
            ctl.restart().then(
                () => true,
                () => false,
            ),
        ),
        vscode.commands.registerCommand('cocci.explainHere', () => explainHere(ctl).catch(reportFailure(ctl))),
        vscode.commands.registerCommand('cocci.makePatchFromChange', () => makePatchFromChange(ctl).catch(reportFailure(ctl))),
        ctl.explanations.register(),
        vscode.commands.registerCommand('cocci.showOutput', () => output.show()),
        vscode.workspace.onDidChangeConfiguration((e) => ctl.configurationChanged(e)),
        // Trust is given to the server when it starts: a restart hands the new trust over.
        vscode.workspace.onDidGrantWorkspaceTrust(() => ctl.restart().catch(() => undefined)),
    );
    // Not awaited: a server that cannot start leaves the commands (and Restart) usable.
    ctl.ready().catch(() => undefined);
    return {
        client: () => ctl.client(),
        ready: () => ctl.ready(),
        serverPath: () => ctl.serverPath(),
        lastError: () => ctl.lastError,
        matches: ctl.matches,
        previews: ctl.previews,
    };
}

export function deactivate(): Thenable<void> | undefined {
    const ctl = controller;
    controller = undefined;
    return ctl?.stop();
}
