//! The wording of what a run says about a file besides its matches, shared by the command
//! line (stderr) and the server (the preview's messages): `NAME:LINE:COL: error: RULE: WHY`.

use engine::{LineCol, Problem, Skip};

/// One line about a file: an error (a problem; it makes `cocci` exit 2) or a note or warning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub error: bool,
    pub text: String,
}

impl Message {
    pub fn error(text: String) -> Message {
        Message { error: true, text }
    }

    pub fn note(text: String) -> Message {
        Message { error: false, text }
    }

    /// A problem of the engine's, placed in `body` (the text it was given).
    pub fn problem(name: &str, body: &str, p: &Problem) -> Message {
        let at = p.line_col(body).map(|lc| format!("{}:{}:", lc.line, lc.col)).unwrap_or_default();
        // A problem of the file (too deep to work on) belongs to no rule.
        let rule = if p.rule.is_empty() { String::new() } else { format!("{}: ", p.rule) };
        match p.patch_line {
            Some(n) => Message::error(format!("{name}:{at} error: {rule}{} (line {n} of the patch)", p.message)),
            None => Message::error(format!("{name}:{at} error: {rule}{}", p.message)),
        }
    }

    /// A problem of the patch's own code (a script rule that failed while `name` was being
    /// matched), placed in the patch: `PATCH:LINE: error: RULE: WHY (on NAME)`.
    pub fn patch_problem(patch_name: &str, name: &str, body: &str, p: &Problem) -> Message {
        match p.patch_line {
            Some(n) => {
                let rule = if p.rule.is_empty() { String::new() } else { format!("{}: ", p.rule) };
                Message::error(format!("{patch_name}:{n}: error: {rule}{} (on {name})", p.message))
            }
            None => Message::problem(name, body, p),
        }
    }

    /// A candidate skipped for want of an answer from the model: `NAME:LINE:COL: RULE:
    /// skipped: WHY`.
    pub fn skip(name: &str, body: &str, s: &Skip) -> Message {
        let at = s.at.map(|r| LineCol::of(body, r.start().into()));
        let at = at.map(|lc| format!("{}:{}:", lc.line, lc.col)).unwrap_or_default();
        // A skip of a whole piece (a transcriber that does not parse) belongs to no rule.
        let rule = if s.rule.is_empty() { String::new() } else { format!("{}: ", s.rule) };
        Message::note(format!("{name}:{at} {rule}skipped: {}", s.reason))
    }

    /// The file has syntax errors; it was matched where it parses.
    pub fn syntax_errors(name: &str, n: usize) -> Message {
        let s = if n == 1 { "" } else { "s" };
        Message::note(format!("{name}: warning: {n} syntax error{s}; matched where the file parses"))
    }

    /// The file is not UTF-8 text.
    pub fn not_utf8(name: &str) -> Message {
        Message::error(format!("{name}: error: not valid UTF-8, skipped"))
    }

    /// The file could not be read.
    pub fn cannot_read(name: &str, why: &std::io::Error) -> Message {
        Message::error(format!("{name}: error: cannot read: {why}"))
    }
}
