//! Collecting `+` lines into runs.
//!
//! `+` code is not part of the template: it is kept as text, in runs of consecutive lines, each
//! with what the rewriter needs to place it: the disjunction branches and nest it sits in, and
//! the indentation of the code around it, so added lines can be re-indented like their anchor.

use super::Compiler;
use crate::model::PlusRun;
use ra_ap_syntax::TextSize;

impl Compiler<'_> {
    /// Adds a `+` line to the run being collected, opening a run (which remembers the branches
    /// and nest it sits in and the indentation of the code before it) if none is open.
    pub(super) fn push_plus(&mut self, line_start: usize, start: usize, end: usize) {
        let text = &self.src[start..end];
        let indent = indent_width(text);
        let run = self.pending_plus.get_or_insert_with(|| PlusRun {
            offset: TextSize::new(line_start as u32),
            lines: Vec::new(),
            line_offsets: Vec::new(),
            indent: Vec::new(),
            branches: self.branch_stack.clone(),
            nest: self.nest_stack.last().copied(),
            anchor_indent_before: self.last_indent,
            anchor_indent_after: None,
        });
        run.lines.push(text.to_owned());
        run.line_offsets.push(TextSize::new(start as u32));
        run.indent.push(indent);
    }

    /// Closes the run being collected, if any; `indent_after` is that of the code after it.
    pub(super) fn flush_plus(&mut self, indent_after: Option<usize>) {
        if let Some(mut run) = self.pending_plus.take() {
            run.anchor_indent_after = indent_after;
            self.plus.push(run);
        }
    }

    /// Indentation, after the marker column, of the patch line holding `offset`. The line
    /// last asked about is remembered: elements come in order, and a line of thousands of
    /// them (`f(..., ..., ...)`) must not be scanned once for each.
    pub(super) fn line_indent(&self, offset: usize) -> Option<usize> {
        if let Some((start, end, indent)) = self.indent_of_line.get()
            && (start..=end).contains(&offset)
        {
            return Some(indent);
        }
        let start = self.src[..offset].rfind('\n').map_or(0, |i| i + 1);
        let end = self.src[start..].find('\n').map_or(self.src.len(), |i| start + i);
        let after_marker = self.src[start..end].get(1..).unwrap_or("");
        let indent = indent_width(after_marker);
        self.indent_of_line.set(Some((start, end, indent)));
        Some(indent)
    }
}

/// Width of the leading whitespace (a tab counts 4).
fn indent_width(text: &str) -> usize {
    text.chars().take_while(|c| c.is_whitespace()).map(|c| if c == '\t' { 4 } else { 1 }).sum()
}
