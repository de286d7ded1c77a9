// What the live preview of a patch shows: the server's `cocci/preview` payload as the text of a
// read-only `diff` document. No VS Code here (unit-tested with plain Node).

/** A `cocci/preview` notification's params (and `cocci.previewPatch`'s answer); see docs/editors.md. */
export interface PreviewPayload {
    /** The patch (a protocol URI). */
    uri: string;
    /** The version of the patch's document the diff is of; null for the patch on disk. */
    version: number | null;
    scope: 'workspace' | 'open';
    /** The unified diff, as `cocci apply` prints it. */
    diff: string;
    matches: number;
    filesChanged: number;
    problems: number;
    /** Candidates of a typed patch skipped: their type or name unknown. */
    skipped: number;
    /** `cocci apply`'s summary: "N matches, M files changed, K problems". */
    summary: string;
    /** What `cocci apply` would say on stderr (problems, files with syntax errors). */
    messages: string[];
    /** The diff was cut (the counts are whole). */
    truncated: boolean;
    /** Why there is no diff (the patch has errors). */
    error: string | null;
}

const where = (scope: PreviewPayload['scope']) => (scope === 'open' ? 'the open files' : 'the workspace');

/** The short line for the status bar, e.g. "fix.cocci: 2 matches, 2 files changed". */
export function statusText(name: string, p: PreviewPayload | undefined): string {
    if (!p) {
        return `${name}: previewing…`;
    }
    if (p.error) {
        return `${name}: has errors`;
    }
    const problems = p.problems > 0 ? `, ${p.problems} problem${p.problems === 1 ? '' : 's'}` : '';
    return `${name}: ${p.matches} match${p.matches === 1 ? '' : 'es'}, ${p.filesChanged} file${p.filesChanged === 1 ? '' : 's'} changed${problems}`;
}

/**
 * The preview document: a first line saying what it is with the counts (and `#` lines for
 * messages), then the diff. `name` is the patch's file name.
 */
export function render(name: string, p: PreviewPayload | undefined): string {
    if (!p) {
        return `# cocci: computing the preview of ${name}…\n`;
    }
    if (p.error) {
        return `# cocci: no preview of ${name} over ${where(p.scope)}: ${p.error}\n`;
    }
    const lines = [`# cocci: ${name} over ${where(p.scope)}: ${p.summary}`];
    for (const m of p.messages) {
        lines.push(`# ${m}`);
    }
    if (p.diff === '') {
        lines.push(`# ${name} changes nothing${p.matches > 0 ? ' (its matches are reports, not rewrites)' : ''}`);
    }
    let text = lines.join('\n') + '\n' + p.diff;
    if (p.truncated) {
        text += `# … the diff is cut here (too long to show); the counts above are whole\n`;
    }
    return text;
}
