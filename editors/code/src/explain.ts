// "Why does the patch match here or not?": the server's `cocci.explain` (offered as a code
// action wherever a patch is active, and as the command `cocci.explainHere` at the cursor)
// answers with the explanation of every rule; it is shown in a read-only document beside the
// code (scheme `cocci-explain:`), one per Rust file, replaced by the next explanation.

import * as vscode from 'vscode';

export const SCHEME = 'cocci-explain';

/** What the server's `cocci.explain` returns. */
export interface Explanation {
    text: string;
    rules: unknown[];
}

/** The document's text: where it was asked, then the server's words. */
export function explanationText(file: string, line: number, character: number, text: string): string {
    return `Why the active patches match at ${file}:${line + 1}:${character + 1}, or do not:\n\n${text}`;
}

export class Explanations implements vscode.TextDocumentContentProvider {
    private readonly texts = new Map<string, string>();
    private readonly changed = new vscode.EventEmitter<vscode.Uri>();
    readonly onDidChange = this.changed.event;

    register(): vscode.Disposable {
        return vscode.Disposable.from(vscode.workspace.registerTextDocumentContentProvider(SCHEME, this), this.changed);
    }

    provideTextDocumentContent(uri: vscode.Uri): string {
        return this.texts.get(uri.toString()) ?? '';
    }

    /** Shows `result` (the explanation at `line`:`character` of `file`) beside the code. */
    async show(file: vscode.Uri, line: number, character: number, result: Explanation | null | undefined): Promise<void> {
        if (!result) {
            return;
        }
        const name = file.path.split('/').pop() ?? 'file';
        const uri = vscode.Uri.from({ scheme: SCHEME, path: `/why ${name}.txt`, query: file.toString() });
        this.texts.set(uri.toString(), explanationText(vscode.workspace.asRelativePath(file), line, character, result.text));
        this.changed.fire(uri);
        const doc = await vscode.workspace.openTextDocument(uri);
        await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true, preview: true });
    }
}
