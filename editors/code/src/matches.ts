// The "Cocci Matches" view: the matches of a patch (or of one rule), by file; selecting one
// opens it.

import * as path from 'path';
import * as vscode from 'vscode';

/** One match, as `cocci.showMatches` returns it (positions in the protocol's encoding). */
export interface Match {
    uri: string;
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    rule: string;
    message: string;
    code: string;
}

export class FileNode {
    constructor(
        readonly uri: vscode.Uri,
        readonly matches: MatchNode[],
    ) {}
}

export class MatchNode {
    constructor(
        readonly uri: vscode.Uri,
        readonly range: vscode.Range,
        readonly match: Match,
    ) {}
}

type Node = FileNode | MatchNode;

export class MatchesProvider implements vscode.TreeDataProvider<Node> {
    private files: FileNode[] = [];
    private readonly changed = new vscode.EventEmitter<Node | undefined>();
    readonly onDidChangeTreeData = this.changed.event;
    /** What is shown, e.g. "fix.cocci: 3 matches in 2 files". */
    title = '';

    set(files: FileNode[], title: string): void {
        this.files = files;
        this.title = title;
        this.changed.fire(undefined);
    }

    getChildren(node?: Node): Node[] {
        if (!node) {
            return this.files;
        }
        return node instanceof FileNode ? node.matches : [];
    }

    getParent(node: Node): Node | undefined {
        return node instanceof MatchNode ? this.files.find((f) => f.matches.includes(node)) : undefined;
    }

    getTreeItem(node: Node): vscode.TreeItem {
        if (node instanceof FileNode) {
            const item = new vscode.TreeItem(node.uri, vscode.TreeItemCollapsibleState.Expanded);
            const rel = vscode.workspace.asRelativePath(node.uri);
            item.label = path.basename(node.uri.fsPath);
            item.description = `${path.dirname(rel) === '.' ? '' : path.dirname(rel) + ' · '}${node.matches.length} match${
                node.matches.length === 1 ? '' : 'es'
            }`;
            item.contextValue = 'cocciFile';
            return item;
        }
        const line = node.range.start.line + 1;
        const item = new vscode.TreeItem(`${line}: ${node.match.code}`, vscode.TreeItemCollapsibleState.None);
        item.description = node.match.rule;
        item.tooltip = new vscode.MarkdownString().appendText(node.match.message);
        item.iconPath = new vscode.ThemeIcon('symbol-event');
        item.contextValue = 'cocciMatch';
        item.command = {
            title: 'Open Match',
            command: 'vscode.open',
            arguments: [node.uri, { selection: node.range, preview: true } as vscode.TextDocumentShowOptions],
        };
        return item;
    }
}

/** Groups matches by file (sorted by path, then position). */
export function group(matches: Match[], asUri: (s: string) => vscode.Uri, asRange: (m: Match) => vscode.Range): FileNode[] {
    const byFile = new Map<string, MatchNode[]>();
    for (const m of matches) {
        const list = byFile.get(m.uri) ?? [];
        list.push(new MatchNode(asUri(m.uri), asRange(m), m));
        byFile.set(m.uri, list);
    }
    return [...byFile.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, nodes]) => {
            nodes.sort((a, b) => a.range.start.compareTo(b.range.start));
            return new FileNode(nodes[0].uri, nodes);
        });
}
