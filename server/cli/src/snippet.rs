//! A patch's errors and warnings as rustc shows its own: the `file:line:col: error: message`
//! line (kept exactly: editors and scripts read it), then the patch's lines with `^^^` under
//! what the message is about.

use crate::color::{self, Stream};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use smpl::SmplError;

/// A patch error, for stderr.
pub fn error(e: &SmplError, file: &str, text: &str) -> String {
    shown(e.render(file, text), Level::ERROR, e, text)
}

/// A patch warning, for stderr.
pub fn warning(w: &SmplError, file: &str, text: &str) -> String {
    shown(w.render_warning(file, text), Level::WARNING, w, text)
}

fn shown(first: String, level: Level<'static>, e: &SmplError, text: &str) -> String {
    let colour = color::enabled(Stream::Stderr);
    let first = if colour { crate::paint::labels(&first) } else { first };
    format!("{first}\n{}", excerpt(e, level, text, colour))
}

/// The lines `e`'s range covers, numbered, with the range underlined.
fn excerpt(e: &SmplError, level: Level<'static>, text: &str, colour: bool) -> String {
    let start = floor_char_boundary(text, usize::from(e.range.start()));
    let end = floor_char_boundary(text, usize::from(e.range.end())).max(start);
    // Only the covered lines go to the renderer: a patch with many errors is not handed over
    // whole for each of them.
    let first_line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let last_line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
    let number = text[..first_line_start].bytes().filter(|&b| b == b'\n').count() + 1;
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
        excerpt(&parsed.errors[0], Level::ERROR, patch, false)
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
        assert_eq!(excerpt(&e, Level::ERROR, &patch, false), "   |\n12 | @ r\n   |    ^");
    }

    #[test]
    fn an_error_after_the_last_line_stays_inside_the_text() {
        let patch = "@@\nexpression e;\n";
        let e = SmplError::at(patch.len() + 10, "past the end");
        let shown = excerpt(&e, Level::ERROR, patch, false);
        assert!(shown.contains("3 |"), "{shown}");
    }
}
