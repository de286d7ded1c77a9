// The TextMate grammar of .cocci files, tokenized with vscode-textmate (the library VS Code uses),
// with a small stand-in for the Rust grammar, and with VS Code's own Rust grammar when
// scripts/vscode-e2e has installed code-server.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';

const root = path.join(__dirname, '..', '..', '..');
const coccigrammar = path.join(root, 'syntaxes', 'cocci.tmLanguage.json');
const realRust = path.join(
    root,
    '../../target/vscode-e2e/code-server/node_modules/code-server/lib/vscode/extensions/rust/syntaxes/rust.tmLanguage.json',
);

const stubRust = {
    scopeName: 'source.rust',
    patterns: [
        { match: '\\b(let|fn|if|return)\\b', name: 'keyword.control.rust' },
        { match: '"[^"]*"', name: 'string.quoted.double.rust' },
    ],
};

const onig = (async () => {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    return {
        createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
        createOnigString: (s: string) => new oniguruma.OnigString(s),
    };
})();

async function grammar(rust: 'stub' | 'real'): Promise<vsctm.IGrammar> {
    const registry = new vsctm.Registry({
        onigLib: onig,
        loadGrammar: async (scope) => {
            if (scope === 'source.cocci') {
                return vsctm.parseRawGrammar(fs.readFileSync(coccigrammar, 'utf8'), coccigrammar);
            }
            if (scope === 'source.rust') {
                return rust === 'real'
                    ? vsctm.parseRawGrammar(fs.readFileSync(realRust, 'utf8'), realRust)
                    : vsctm.parseRawGrammar(JSON.stringify(stubRust), 'rust.json');
            }
            return null;
        },
    });
    const g = await registry.loadGrammar('source.cocci');
    assert.ok(g);
    return g;
}

/** Tokenizes `text`; `at(line, needle)` gives the scopes of the token where `needle` starts. */
function tokenize(g: vsctm.IGrammar, text: string) {
    const lines = text.split('\n');
    let stack = vsctm.INITIAL;
    const tokens = lines.map((line) => {
        const r = g.tokenizeLine(line, stack);
        stack = r.ruleStack;
        return r.tokens;
    });
    return (line: number, needle: string, nth = 0): string[] => {
        let col = -1;
        for (let i = 0; i <= nth; i++) {
            col = lines[line].indexOf(needle, col + 1);
        }
        assert.ok(col >= 0, `"${needle}" on line ${line}`);
        const t = tokens[line].find((t) => t.startIndex <= col && col < t.endIndex);
        assert.ok(t, `a token at ${line}:${col}`);
        return t.scopes;
    };
}

const PATCH = [
    '// Comment',
    '@ is_empty depends on other && !never_r @',
    'expression v, w;',
    'identifier f =~ "^get_";',
    'identifier other.x;',
    '@@',
    '- v.len() == 0',
    '+ v.is_empty()',
    '  let expression = f(...);',
    '  ... when != w',
    '(',
    '* foo(v)',
    '|',
    '  bar(<... v ...>)',
    ')',
    '@@',
    '@@',
    '- let a = "s";',
].join('\n');

function has(scopes: string[], scope: string): void {
    assert.ok(scopes.includes(scope), `${scope} in ${JSON.stringify(scopes)}`);
}

function hasNot(scopes: string[], scope: string): void {
    assert.ok(!scopes.includes(scope), `${scope} not in ${JSON.stringify(scopes)}`);
}

test('rule headers and metavariable declarations', async () => {
    const at = tokenize(await grammar('stub'), PATCH);
    has(at(0, '//'), 'comment.line.double-slash.cocci');
    has(at(1, '@'), 'keyword.control.rule.cocci');
    has(at(1, 'is_empty'), 'entity.name.function.rule.cocci');
    has(at(1, 'depends on'), 'keyword.other.depends-on.cocci');
    has(at(1, 'other'), 'variable.other.rule.cocci');
    has(at(1, '&&'), 'keyword.operator.logical.cocci');
    has(at(1, '@', 1), 'keyword.control.rule.cocci');
    has(at(2, 'expression'), 'storage.type.metavariable.cocci');
    has(at(2, 'v'), 'variable.other.metavariable.cocci');
    has(at(2, ';'), 'punctuation.terminator.cocci');
    has(at(3, '=~'), 'keyword.operator.constraint.cocci');
    has(at(3, '"^get_"'), 'string.quoted.double.cocci');
    has(at(4, 'other'), 'entity.name.function.rule.cocci');
    has(at(4, 'x'), 'variable.other.metavariable.cocci');
    has(at(5, '@@'), 'keyword.control.rule.cocci');
    // An anonymous rule: @@, no declarations, @@.
    has(at(15, '@@'), 'keyword.control.rule.cocci');
    has(at(16, '@@'), 'keyword.control.rule.cocci');
});

test('- + * lines in diff colours, dots, when, disjunctions, embedded Rust', async () => {
    const at = tokenize(await grammar('stub'), PATCH);
    has(at(6, '-'), 'markup.deleted.cocci');
    has(at(6, '-'), 'punctuation.definition.deleted.cocci');
    has(at(6, 'len'), 'markup.deleted.cocci');
    has(at(7, '+'), 'markup.inserted.cocci');
    has(at(7, 'is_empty'), 'markup.inserted.cocci');
    has(at(11, '*'), 'markup.changed.cocci');
    has(at(11, 'foo'), 'markup.changed.cocci');
    // Context lines are Rust; words that are metavariable kinds are not special in the body.
    has(at(8, 'let'), 'keyword.control.rust');
    hasNot(at(8, 'expression'), 'storage.type.metavariable.cocci');
    has(at(8, '...'), 'keyword.control.dots.cocci');
    has(at(9, '...'), 'keyword.control.dots.cocci');
    has(at(9, 'when'), 'keyword.control.when.cocci');
    has(at(9, '!='), 'keyword.operator.when.cocci');
    has(at(10, '('), 'keyword.control.disjunction.cocci');
    has(at(12, '|'), 'keyword.control.disjunction.cocci');
    has(at(14, ')'), 'keyword.control.disjunction.cocci');
    has(at(13, '<...'), 'keyword.control.nest.cocci');
    has(at(13, '...>'), 'keyword.control.nest.cocci');
    // Rust inside a - line keeps both scopes.
    has(at(17, 'let'), 'keyword.control.rust');
    has(at(17, 'let'), 'markup.deleted.cocci');
    has(at(17, '"s"'), 'string.quoted.double.rust');
});

test("with VS Code's Rust grammar", { skip: !fs.existsSync(realRust) && 'no code-server in target/vscode-e2e' }, async () => {
    const at = tokenize(await grammar('real'), PATCH);
    has(at(6, '-'), 'markup.deleted.cocci');
    assert.ok(at(6, 'len').some((s) => s.endsWith('.rust')), JSON.stringify(at(6, 'len')));
    has(at(7, '+'), 'markup.inserted.cocci');
    has(at(9, '...'), 'keyword.control.dots.cocci');
    has(at(9, 'when'), 'keyword.control.when.cocci');
    has(at(15, '@@'), 'keyword.control.rule.cocci');
    assert.ok(at(17, 'let').some((s) => s.startsWith('keyword') || s.startsWith('storage')), JSON.stringify(at(17, 'let')));
    has(at(17, 'let'), 'markup.deleted.cocci');
});
