//! The styles of cocci's output on a colour terminal, as git and compilers use them: a diff's
//! removed lines red and added lines green under bold headers; `error:` red and `warning:`
//! yellow; a `file:line:col:` location bold. [`diagnostic`] and [`results`] colour only when
//! [`crate::color::enabled`] says so; the others always add the escape codes.

use crate::color::{self, Stream};
use anstyle::{AnsiColor, Style};
use std::borrow::Cow;

const REMOVED: Style = AnsiColor::Red.on_default();
const ADDED: Style = AnsiColor::Green.on_default();
const HUNK: Style = AnsiColor::Cyan.on_default();
const BOLD: Style = Style::new().bold();
const ERROR: Style = AnsiColor::BrightRed.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();
const NOTE: Style = AnsiColor::BrightGreen.on_default().bold();

/// What a run prints on stdout, for the colours it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Results {
    /// `apply`'s unified diffs.
    Diff,
    /// `check`'s text lines.
    CheckLines,
    /// Formats for programs (JSON, SARIF...): never coloured.
    Plain,
}

/// A run's output for stdout, coloured when stdout is.
pub fn results(kind: Results, text: &str) -> Cow<'_, str> {
    match kind {
        _ if text.is_empty() || !color::enabled(Stream::Stdout) => Cow::Borrowed(text),
        Results::Diff => Cow::Owned(diff(text)),
        Results::CheckLines => Cow::Owned(check_lines(text)),
        Results::Plain => Cow::Borrowed(text),
    }
}

/// A diagnostic for stderr, its label coloured when stderr is.
pub fn diagnostic(text: &str) -> Cow<'_, str> {
    if color::enabled(Stream::Stderr) { Cow::Owned(labels(text)) } else { Cow::Borrowed(text) }
}

/// `text` in `style`, the reset right after it.
fn styled(style: Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

/// Applies `paint` to each line of `text`, newlines left outside the escapes (a pager that
/// keeps colours, `less -R`, reads them line by line).
fn by_line(text: &str, mut paint: impl FnMut(&str) -> String) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    for line in text.split_inclusive('\n') {
        let (body, newline) = line.strip_suffix('\n').map_or((line, ""), |b| (b, "\n"));
        out.push_str(&paint(body));
        out.push_str(newline);
    }
    out
}

/// One file's unified diff: its `---`/`+++` header bold, hunk headers cyan, removed lines
/// red, added lines green. The header is what comes before the first hunk, so a removed line
/// that reads `-- x` (shown `--- x`) is still a removed line.
pub fn diff(text: &str) -> String {
    let mut in_header = true;
    by_line(text, |line| {
        if line.starts_with("@@") {
            in_header = false;
            return styled(HUNK, line);
        }
        match line.as_bytes().first() {
            _ if in_header => styled(BOLD, line),
            Some(b'-') => styled(REMOVED, line),
            Some(b'+') => styled(ADDED, line),
            _ => line.to_owned(),
        }
    })
}

/// `check`'s lines, `file:line:col: rule: message`: the location bold.
pub fn check_lines(text: &str) -> String {
    by_line(text, |line| match location_end(line) {
        Some(end) => format!("{}{}", styled(BOLD, &line[..end]), &line[end..]),
        None => line.to_owned(),
    })
}

/// A diagnostic's first line, `[file:line:col: ]error: message`: the location bold and the
/// severity label in its colour. Any lines after the first are left as they are.
pub fn labels(text: &str) -> String {
    let (first, rest) = text.split_once('\n').map_or((text, None), |(f, r)| (f, Some(r)));
    let mut out = match label_at(first) {
        Some((at, label, style)) => {
            let location = if at == 0 { String::new() } else { styled(BOLD, &first[..at - 1]) + " " };
            format!("{location}{}{}", styled(style, label), &first[at + label.len()..])
        }
        None => first.to_owned(),
    };
    if let Some(rest) = rest {
        out.push('\n');
        out.push_str(rest);
    }
    out
}

/// Where the severity label of a diagnostic line starts: at the start of the line or right
/// after a `: `; with the label (colon included) and its style.
fn label_at(line: &str) -> Option<(usize, &'static str, Style)> {
    const LABELS: [(&str, Style); 3] = [("error:", ERROR), ("warning:", WARNING), ("note:", NOTE)];
    let starts = std::iter::once(0).chain(line.match_indices(": ").map(|(i, _)| i + 2));
    starts.into_iter().find_map(|at| {
        LABELS.iter().find(|(label, _)| line[at..].starts_with(label)).map(|&(label, style)| (at, label, style))
    })
}

/// The end of a leading `file:line:col:` (colon included), if the line has one.
fn location_end(line: &str) -> Option<usize> {
    line.match_indices(": ")
        .map(|(i, _)| i)
        .find(|&i| {
            let mut parts = line[..i].rsplitn(3, ':');
            let (col, row) = (parts.next(), parts.next());
            let file = parts.next();
            let number = |s: Option<&str>| s.is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
            number(col) && number(row) && file.is_some_and(|f| !f.is_empty())
        })
        .map(|i| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text with escape codes written as `<style>` and `</>`, for readable expectations.
    fn shown(s: &str) -> String {
        // Bold and a colour first: bold alone is a prefix of their codes.
        let names = [(ERROR, "error"), (WARNING, "warning"), (NOTE, "note")];
        let mut out = s.to_owned();
        for (style, name) in names.into_iter().chain([(REMOVED, "red"), (ADDED, "green"), (HUNK, "cyan"), (BOLD, "b")])
        {
            out = out.replace(&format!("{style:#}"), "</>").replace(&style.to_string(), &format!("<{name}>"));
        }
        out
    }

    #[test]
    fn a_diff_is_coloured_line_by_line() {
        let text = "--- a/x.rs\n+++ b/x.rs\n@@ -1,2 +1,2 @@\n ctx\n--- old\n+new\n";
        assert_eq!(
            shown(&diff(text)),
            "<b>--- a/x.rs</>\n<b>+++ b/x.rs</>\n<cyan>@@ -1,2 +1,2 @@</>\n ctx\n<red>--- old</>\n<green>+new</>\n"
        );
    }

    #[test]
    fn a_check_line_has_its_location_bold() {
        assert_eq!(shown(&check_lines("src/a b.rs:3:9: r: m: n\n")), "<b>src/a b.rs:3:9:</> r: m: n\n");
        assert_eq!(check_lines("no location: here\n"), "no location: here\n");
    }

    #[test]
    fn labels_take_their_colour() {
        assert_eq!(shown(&labels("p.cocci:2:1: error: bad: very")), "<b>p.cocci:2:1:</> <error>error:</> bad: very");
        assert_eq!(shown(&labels("warning: no Rust files in x")), "<warning>warning:</> no Rust files in x");
        assert_eq!(shown(&labels("a.rs: note: a link\n  |")), "<b>a.rs:</> <note>note:</> a link\n  |");
        // A word `error` inside the message is no label.
        assert_eq!(labels("1 match, 0 problems"), "1 match, 0 problems");
        assert_eq!(labels("a.rs:1:2: rule: an error: here"), "a.rs:1:2: rule: an error: here");
    }
}
