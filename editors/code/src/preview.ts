// The live diff preview of a patch: a read-only `diff` document (scheme `cocci-preview:`) beside
// the patch, with the match count in its first line and in the status bar. The server computes
// the diff as `cocci apply` does and pushes it (`cocci/preview`) after each change of the patch,
// saved or not, or of the Rust files, debounced; this side only shows what arrives. The
// subscription (`cocci/previewSubscribe`) ends when no tab shows the preview any more, and is
// made again when the server restarts.

import * as path from 'path';
import * as vscode from 'vscode';
import { LanguageClient, State } from 'vscode-languageclient/node';
import { PreviewPayload, render, statusText } from './previewText';

export const SCHEME = 'cocci-preview';

interface Entry {
    patch: vscode.Uri;
    doc: vscode.Uri;
    scope: PreviewPayload['scope'];
    payload?: PreviewPayload;
    /** Being opened: no tab shows it yet, but it is not closed. */
    opening: boolean;
}

function patchName(uri: vscode.Uri): string {
    return path.basename(uri.path);
}

/** The preview document of a patch: `cocci-preview:/fix.cocci.diff?<patch URI>`. */
export function previewUri(patch: vscode.Uri): vscode.Uri {
    return vscode.Uri.from({ scheme: SCHEME, path: `/${patchName(patch)}.diff`, query: patch.toString() });
}

export class Previews implements vscode.TextDocumentContentProvider, vscode.Disposable {
    /** The previews shown, by patch URI. */
    private readonly entries = new Map<string, Entry>();
    private readonly changed = new vscode.EventEmitter<vscode.Uri>();
    readonly onDidChange = this.changed.event;
    private readonly updated = new vscode.EventEmitter<PreviewPayload>();
    /** A preview arrived (for tests). */
    readonly onDidUpdate = this.updated.event;
    private readonly status: vscode.StatusBarItem;
    private readonly disposables: vscode.Disposable[] = [];
    private client: LanguageClient | undefined;
    private shownStatus = '';

    constructor(private readonly output: vscode.OutputChannel) {
        this.status = vscode.window.createStatusBarItem('cocci.preview', vscode.StatusBarAlignment.Left, 10);
        this.status.name = 'Cocci Preview';
        this.disposables.push(
            this.status,
            vscode.workspace.registerTextDocumentContentProvider(SCHEME, this),
            vscode.window.tabGroups.onDidChangeTabs(() => this.dropClosed()),
            vscode.window.onDidChangeActiveTextEditor(() => this.showStatus()),
        );
    }

    /** A new client (a start or a restart): previews come from it; shown ones subscribe again. */
    attach(lc: LanguageClient): vscode.Disposable[] {
        this.client = lc;
        return [
            lc.onNotification('cocci/preview', (p: PreviewPayload) => this.update(lc, p)),
            lc.onDidChangeState((e) => {
                // Also after a crash: the new server process knows nothing of the old subscriptions.
                if (e.newState === State.Running && this.client === lc) {
                    for (const entry of this.entries.values()) {
                        void this.subscribe(lc, entry).catch((err) => this.output.appendLine(`[cocci] preview: ${String(err)}`));
                    }
                }
            }),
        ];
    }

    provideTextDocumentContent(uri: vscode.Uri): string {
        const entry = this.entries.get(uri.query);
        const patch = entry?.patch ?? vscode.Uri.parse(uri.query);
        return render(patchName(patch), entry?.payload);
    }

    /** Opens the preview of `patch` beside it (or shows it again); resolves to its document's URI. */
    async show(lc: LanguageClient, patch: vscode.Uri, scope: PreviewPayload['scope']): Promise<vscode.Uri> {
        const key = patch.toString();
        let entry = this.entries.get(key);
        if (!entry || entry.scope !== scope) {
            entry = { patch, doc: previewUri(patch), scope, opening: true };
            this.entries.set(key, entry);
            this.changed.fire(entry.doc);
        }
        entry.opening = true;
        try {
            await this.subscribe(lc, entry);
            const doc = await vscode.workspace.openTextDocument(entry.doc);
            if (doc.languageId !== 'diff') {
                await vscode.languages.setTextDocumentLanguage(doc, 'diff');
            }
            await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true, preview: false });
        } finally {
            entry.opening = false;
        }
        this.dropClosed();
        return entry.doc;
    }

    /** The text the preview of `patch` shows now, if it is shown. */
    text(patch: vscode.Uri): string | undefined {
        const entry = this.entries.get(patch.toString());
        return entry && render(patchName(patch), entry.payload);
    }

    /** The status bar's text now ('' when hidden). */
    statusText(): string {
        return this.shownStatus;
    }

    /** The patches previewed (subscribed to). */
    patches(): vscode.Uri[] {
        return [...this.entries.values()].map((e) => e.patch);
    }

    private async subscribe(lc: LanguageClient, entry: Entry): Promise<void> {
        await lc.sendRequest('cocci/previewSubscribe', { uri: lc.code2ProtocolConverter.asUri(entry.patch), scope: entry.scope });
    }

    private update(lc: LanguageClient, p: PreviewPayload): void {
        const key = lc.protocol2CodeConverter.asUri(p.uri).toString();
        const entry = this.entries.get(key);
        if (!entry || p.scope !== entry.scope) {
            return;
        }
        entry.payload = p;
        this.changed.fire(entry.doc);
        this.showStatus();
        this.updated.fire(p);
    }

    /** Previews no tab shows any more: unsubscribed. */
    private dropClosed(): void {
        const shown = new Set<string>();
        for (const group of vscode.window.tabGroups.all) {
            for (const tab of group.tabs) {
                if (tab.input instanceof vscode.TabInputText && tab.input.uri.scheme === SCHEME) {
                    shown.add(tab.input.uri.query);
                }
            }
        }
        for (const [key, entry] of this.entries) {
            if (!shown.has(key) && !entry.opening) {
                this.entries.delete(key);
                const lc = this.client;
                if (lc?.state === State.Running) {
                    void lc
                        .sendRequest('cocci/previewUnsubscribe', { uri: lc.code2ProtocolConverter.asUri(entry.patch) })
                        .then(undefined, (err) => this.output.appendLine(`[cocci] preview: ${String(err)}`));
                }
            }
        }
        this.showStatus();
    }

    /** The counts of the preview of the active patch (or of the one shown). */
    private showStatus(): void {
        const active = vscode.window.activeTextEditor?.document.uri;
        const key = active?.scheme === SCHEME ? active.query : active?.toString();
        const entry = (key && this.entries.get(key)) || [...this.entries.values()].pop();
        if (!entry) {
            this.shownStatus = '';
            this.status.hide();
            return;
        }
        this.shownStatus = statusText(patchName(entry.patch), entry.payload);
        this.status.text = `$(git-compare) ${this.shownStatus}`;
        this.status.tooltip = entry.payload?.error ?? `cocci: what ${patchName(entry.patch)} would change (${entry.payload?.summary ?? 'computing'})`;
        this.status.command = { title: 'Show Preview', command: 'cocci.showPatchPreview', arguments: [entry.patch] };
        this.status.show();
    }

    dispose(): void {
        for (const d of this.disposables) {
            d.dispose();
        }
        this.changed.dispose();
        this.updated.dispose();
    }
}
