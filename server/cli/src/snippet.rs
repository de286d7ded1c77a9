//! A patch's errors and warnings as rustc shows its own: the `file:line:col: error: message`
//! line (kept exactly: editors and scripts read it), then the patch's lines with `^^^` under
//! what the message is about.

use crate::color::{self, Stream};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use smpl::{LineIndex, SmplError};

/// Reads and parses the patch at `path` with the isomorphism files its rules name (beside it)
/// and `iso_files` (for every rule), printing its warnings, then its errors (which end the
/// output): its text and parse, or `None` when it cannot be read or has errors (said on stderr).
pub fn load_patch(path: &std::path::Path, iso_files: &[std::path::PathBuf]) -> Option<(String, smpl::Parsed)> {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read {name}: {e}");
            return None;
        }
    };
    let mut parsed = smpl::parse_patch(&text);
    let beside = path.parent().unwrap_or(std::path::Path::new("."));
    smpl::iso_file::load_isos(&mut parsed, &|file| {
        std::fs::read_to_string(beside.join(file)).map_err(|e| e.to_string())
    });
    let mut iso_errors = false;
    for file in iso_files {
        let shown_name = file.display().to_string();
        let read = std::fs::read_to_string(file).map_err(|e| (0, format!("cannot read it: {e}")));
        match read.and_then(|t| smpl::iso_file::parse_isos(&t, None)) {
            Ok(f) => {
                for (line, w) in f.warnings {
                    eprintln!("{shown_name}:{line}: warning: {w}");
                }
                parsed.patch.isos.extend(f.isos);
            }
            Err((0, e)) => {
                eprintln!("error: {shown_name}: {e}");
                iso_errors = true;
            }
            Err((line, e)) => {
                eprintln!("{shown_name}:{line}: error: {e}");
                iso_errors = true;
            }
        }
    }
    let shown = Shown::new(&name, &text);
    for w in &parsed.warnings {
        eprintln!("{}", shown.warning(w));
    }
    for e in &parsed.errors {
        eprintln!("{}", shown.error(e));
    }
    (parsed.errors.is_empty() && !iso_errors).then_some((text, parsed))
}

/// A patch's errors and warnings, shown against its text. The text's lines are indexed once:
/// a patch with thousands of warnings does not rescan itself for each.
pub struct Shown<'t> {
    file: &'t str,
    text: &'t str,
    lines: LineIndex<'t>,
}

impl<'t> Shown<'t> {
    pub fn new(file: &'t str, text: &'t str) -> Shown<'t> {
        Shown { file, text, lines: LineIndex::new(text) }
    }

    /// A patch error, for stderr.
    pub fn error(&self, e: &SmplError) -> String {
        self.shown("error", Level::ERROR, e)
    }

    /// A patch warning, for stderr.
    pub fn warning(&self, w: &SmplError) -> String {
        self.shown("warning", Level::WARNING, w)
    }

    fn shown(&self, severity: &str, level: Level<'static>, e: &SmplError) -> String {
        let at = self.lines.line_col(e.range.start().into());
        let first = format!("{}:{}:{}: {severity}: {}", self.file, at.line, at.col, e.message);
        let colour = color::enabled(Stream::Stderr);
        let first = if colour { crate::paint::labels(&first) } else { first };
        format!("{first}\n{}", excerpt(e, level, self.text, &self.lines, colour))
    }
}

/// The lines `e`'s range covers, numbered, with the range underlined.
fn excerpt(e: &SmplError, level: Level<'static>, text: &str, lines: &LineIndex, colour: bool) -> String {
    let start = floor_char_boundary(text, usize::from(e.range.start()));
    let end = floor_char_boundary(text, usize::from(e.range.end())).max(start);
    // Only the covered lines go to the renderer: a patch with many errors is not handed over
    // whole for each of them.
    let first_line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let last_line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
    let number = lines.line_col(start).line as usize;
    let span = start - first_line_start..end - first_line_start;
    let source = &text[first_line_start..last_line_end];
    let snippet = Snippet::source(source).line_start(number).annotation(AnnotationKind::Primary.span(span));
    let renderer = if colour { Renderer::styled() } else { Renderer::plain() };
    renderer.render(&[Group::with_level(level).element(snippet)])
}

fn floor_char_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_error(patch: &str) -> String {
        let parsed = smpl::parse_patch(patch);
        excerpt(&parsed.errors[0], Level::ERROR, patch, &LineIndex::new(patch), false)
    }

    #[test]
    fn the_line_is_shown_with_the_span_underlined() {
        let shown = first_error("@@\nexpresion e;\n@@\n- e\n");
        assert_eq!(shown, "  |\n2 | expresion e;\n  | ^^^^^^^^^");
    }

    #[test]
    fn an_empty_span_gets_one_caret_and_line_numbers_widen() {
        let patch = format!("{}@ r\n", "// c\n".repeat(11));
        let e = SmplError::at(patch.len() - 1, "expected `@` to close the rule header");
        assert_eq!(excerpt(&e, Level::ERROR, &patch, &LineIndex::new(&patch), false), "   |\n12 | @ r\n   |    ^");
    }

    #[test]
    fn an_error_after_the_last_line_stays_inside_the_text() {
        let patch = "@@\nexpression e;\n";
        let e = SmplError::at(patch.len() + 10, "past the end");
        let shown = excerpt(&e, Level::ERROR, patch, &LineIndex::new(patch), false);
        assert!(shown.contains("3 |"), "{shown}");
    }
}
