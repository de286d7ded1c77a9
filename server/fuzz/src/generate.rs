//! Generated inputs: patches built from a grammar of the SmPL the engine supports, driven by
//! `arbitrary`'s [`Unstructured`] bytes, and mutations of byte strings (Rust files, patches,
//! message streams) with a small dictionary of tokens that matter to the parsers.

use arbitrary::{Result, Unstructured};

/// Names shared by generated patches and the Rust seeds, so that patches match.
const FNS: &[&str] = &["foo", "bar", "baz"];
const METHODS: &[&str] = &["unwrap", "len", "clone", "iter", "map"];
const VARS: &[&str] = &["x", "y", "v"];
const FIELDS: &[&str] = &["f", "g"];

/// A generated patch, and whether applying it twice must give what applying it once did: its
/// `-` code names a function or method and its `+` code names none of them, so what it writes
/// cannot match it again.
#[derive(Debug, Clone)]
pub struct GenPatch {
    pub text: String,
    pub idempotent: bool,
}

struct Gen<'a, 'b> {
    u: &'b mut Unstructured<'a>,
    /// Heads (function and method names) the `-` side uses, and the `+` side.
    minus_heads: Vec<&'static str>,
    plus_heads: Vec<&'static str>,
    depth: usize,
    /// The metavariables the `-` code binds, which `+` code may use.
    bound: Vec<&'static str>,
    /// A `-` pattern names no function or method.
    bare: bool,
}

impl Gen<'_, '_> {
    fn pick<T: Copy>(&mut self, from: &[T]) -> Result<T> {
        Ok(*self.u.choose(from)?)
    }

    /// An expression; `plus`: for `+` code; `metas`: may use the metavariables.
    fn expr(&mut self, plus: bool) -> Result<String> {
        self.depth += 1;
        let leaf = self.depth > 3 || self.u.ratio(1, 3)?;
        let out = if leaf {
            let metas: Vec<&str> = if plus { self.bound.clone() } else { vec!["E1", "E2"] };
            match self.u.int_in_range(0..=3)? {
                0 | 1 if !metas.is_empty() => self.pick(&metas)?.to_owned(),
                0 | 1 => self.pick(VARS)?.to_owned(),
                2 => self.pick(VARS)?.to_owned(),
                _ => self.u.int_in_range(0..=9u8)?.to_string(),
            }
        } else {
            match self.u.int_in_range(0..=4)? {
                0 => {
                    let f = self.head(FNS, plus)?;
                    let n = self.u.int_in_range(0..=2)?;
                    let args: Vec<String> = (0..n).map(|_| self.expr(plus)).collect::<Result<_>>()?;
                    format!("{f}({})", args.join(", "))
                }
                1 => {
                    let m = self.head(METHODS, plus)?;
                    let recv = self.expr(plus)?;
                    format!("{recv}.{m}()")
                }
                2 => {
                    let op = self.pick(&["+", "==", "&&", "*"])?;
                    format!("{} {op} {}", self.expr(plus)?, self.expr(plus)?)
                }
                3 => format!("{}.{}", self.expr(plus)?, self.pick(FIELDS)?),
                _ => format!("({})", self.expr(plus)?),
            }
        };
        self.depth -= 1;
        Ok(out)
    }

    fn head(&mut self, from: &[&'static str], plus: bool) -> Result<&'static str> {
        let h = self.pick(from)?;
        if plus {
            self.plus_heads.push(h)
        } else {
            self.minus_heads.push(h)
        }
        Ok(h)
    }

    /// The lines of one change: `- pattern` and maybe `+ replacement`, as expressions or
    /// statements.
    fn change(&mut self, out: &mut String, indent: &str) -> Result<()> {
        let statement = self.u.arbitrary::<bool>()?;
        let end = if statement { ";" } else { "" };
        let heads = self.minus_heads.len();
        let minus = self.expr(false)?;
        // Idempotence holds for a pattern that matches whatever its arguments are: one call
        // of metavariables. `- E1` matches what any `+` code writes, and `- foo(x)` matches
        // `foo(foo(x))` only once its inside is rewritten.
        self.bare |= self.minus_heads.len() != heads + 1 || !closed_call(&minus);
        self.bound = ["E1", "E2"].into_iter().filter(|m| minus.contains(m)).collect();
        match self.u.int_in_range(0..=5)? {
            0 => out.push_str(&format!("*{indent}{minus}{end}\n")),
            1 => out.push_str(&format!("-{indent}{minus}{end}\n")),
            _ => {
                let plus = self.expr(true)?;
                out.push_str(&format!("-{indent}{minus}{end}\n+{indent}{plus}{end}\n"));
            }
        }
        Ok(())
    }
}

/// Whether `e` is `f(M, ...)` or `M.m()` with metavariables `M` alone.
fn closed_call(e: &str) -> bool {
    let metas = |args: &str| args.is_empty() || args.split(", ").all(|a| a == "E1" || a == "E2");
    if let Some((f, rest)) = e.split_once('(')
        && FNS.contains(&f)
        && rest.ends_with(')')
    {
        return metas(&rest[..rest.len() - 1]);
    }
    matches!(e.split_once('.'), Some((recv, m)) if (recv == "E1" || recv == "E2") && m.ends_with("()") && METHODS.contains(&&m[..m.len() - 2]))
}

/// A patch of one rule from `u`: a change, a disjunction of changes, a nest of one, or a
/// statement sequence with `...`.
pub fn patch(u: &mut Unstructured) -> Result<GenPatch> {
    let mut g = Gen { u, minus_heads: Vec::new(), plus_heads: Vec::new(), depth: 0, bound: Vec::new(), bare: false };
    let mut body = String::new();
    match g.u.int_in_range(0..=4)? {
        0 | 1 => g.change(&mut body, " ")?,
        2 => {
            body.push_str("(\n");
            let n = g.u.int_in_range(2..=3)?;
            for i in 0..n {
                if i > 0 {
                    body.push_str("|\n");
                }
                g.change(&mut body, " ")?;
            }
            body.push_str(")\n");
        }
        3 => {
            body.push_str("  <...\n");
            g.change(&mut body, "  ")?;
            body.push_str("  ...>\n");
        }
        _ => {
            let first = g.expr(false)?;
            body.push_str(&format!("  {first};\n  ...\n"));
            g.change(&mut body, " ")?;
        }
    }
    let idempotent =
        shape_allows_idempotence(&body) && !g.bare && g.plus_heads.iter().all(|h| !g.minus_heads.contains(h));
    Ok(GenPatch { text: format!("@@\nexpression E1, E2;\n@@\n{body}"), idempotent })
}

/// Whether a patch of this shape should give the same result when applied twice. Not with `*`
/// lines (they only report), nor with `...`: `- ... f(E)` removes what comes before the first
/// `f`, and a second run removes up to the next one.
pub fn shape_allows_idempotence(patch: &str) -> bool {
    !patch.starts_with('*') && !patch.contains("\n*") && !patch.contains("...")
}

/// Tokens and fragments worth inserting: brackets, strings, comments, patch syntax, frames.
const DICTIONARY: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    ".",
    "\n",
    "\"",
    "'",
    "/*",
    "*/",
    "//",
    "r#\"",
    "é",
    "\u{1F600}",
    "\r\n",
    "if a {",
    "} else {",
    "x.unwrap()",
    "foo(x)",
    "bar(y, 1)",
    ".len() == 0",
    "m! { x.unwrap(); }",
    "let v = ",
    "fn g() {",
    "@@",
    "@ r @",
    "expression E;",
    "identifier I;",
    "-",
    "+",
    "*",
    "...",
    "<...",
    "...>",
    "(\n",
    "|\n",
    ")\n",
    "when != x",
    "depends on r",
    "Content-Length: ",
    "\r\n\r\n",
    "{\"jsonrpc\":\"2.0\"",
    "\"id\":",
    "null",
    "\"method\":\"initialize\"",
    "}",
    "\u{0}",
    "0",
];

/// `data` changed a few times: bytes flipped, ranges deleted, duplicated or moved, dictionary
/// entries inserted.
pub fn mutate(rng: &mut fastrand::Rng, data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    for _ in 0..rng.usize(1..=4) {
        let len = out.len();
        let at = rng.usize(0..=len);
        match rng.u8(0..6) {
            0 if len > 0 => {
                let i = rng.usize(0..len);
                out[i] ^= 1 << rng.u8(0..8);
            }
            1 if len > 0 => {
                let end = (at + rng.usize(1..=16)).min(len);
                out.drain(at.min(end)..end);
            }
            2 if len > 0 => {
                let start = rng.usize(0..len);
                let end = (start + rng.usize(1..=64)).min(len);
                let chunk = out[start..end].to_vec();
                out.splice(at..at, chunk);
            }
            3 if len > 1 => {
                let start = rng.usize(0..len);
                let end = (start + rng.usize(1..=32)).min(len);
                let chunk: Vec<u8> = out.drain(start..end).collect();
                let to = rng.usize(0..=out.len());
                out.splice(to..to, chunk);
            }
            _ => {
                let word = DICTIONARY[rng.usize(0..DICTIONARY.len())];
                out.splice(at..at, word.bytes());
            }
        }
    }
    out
}
