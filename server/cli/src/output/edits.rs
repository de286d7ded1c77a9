//! `cocci apply --format json`: one object a changed file, with the edits that turn its old
//! text into the new one, for tools that apply or review changes themselves.
//!
//! Each edit replaces whole lines: `start`..`end` are byte offsets in the old text, `line` and
//! `end_line` its 1-based lines (`end_line` exclusive), `text` what replaces them. Applied from
//! the last to the first, the edits give the new text exactly.

use serde_json::json;

/// The JSON line for a file whose text `old` becomes `new` (`written`: by `--in-place`).
pub fn json(file: &str, old: &str, new: &str, written: bool) -> String {
    let edits: Vec<serde_json::Value> = line_edits(old, new)
        .into_iter()
        .map(|e| {
            json!({
                "start": e.start, "end": e.end,
                "line": e.line, "end_line": e.end_line,
                "text": e.text,
            })
        })
        .collect();
    format!("{}\n", json!({ "file": file, "written": written, "edits": edits }))
}

#[derive(Debug, PartialEq, Eq)]
struct LineEdit {
    start: usize,
    end: usize,
    line: usize,
    end_line: usize,
    text: String,
}

/// The runs of lines that differ between `old` and `new`.
fn line_edits(old: &str, new: &str) -> Vec<LineEdit> {
    let old_lines: Vec<&str> = old.split_inclusive('\n').collect();
    let new_lines: Vec<&str> = new.split_inclusive('\n').collect();
    let mut starts = vec![0];
    starts.extend(old_lines.iter().scan(0, |at, l| {
        *at += l.len();
        Some(*at)
    }));
    let offset_of = |line: usize| starts[line];
    let mut out: Vec<LineEdit> = Vec::new();
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &old_lines, &new_lines) {
        if let similar::DiffOp::Equal { .. } = op {
            continue;
        }
        let (old_range, new_range) = (op.old_range(), op.new_range());
        let text: String = new_lines[new_range].concat();
        // Touching runs (a deletion next to an insertion) are one edit.
        if let Some(last) = out.last_mut()
            && last.end_line == old_range.start + 1
        {
            last.end = offset_of(old_range.end);
            last.end_line = old_range.end + 1;
            last.text.push_str(&text);
            continue;
        }
        out.push(LineEdit {
            start: offset_of(old_range.start),
            end: offset_of(old_range.end),
            line: old_range.start + 1,
            end_line: old_range.end + 1,
            text,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn applied(old: &str, edits: &[LineEdit]) -> String {
        let mut text = old.to_owned();
        for e in edits.iter().rev() {
            text.replace_range(e.start..e.end, &e.text);
        }
        text
    }

    #[test]
    fn the_edits_give_the_new_text() {
        let old = "fn a() {\n    x.unwrap();\n}\nfn b() {}\nfn c() {\n    y.unwrap();\n}\n";
        let new = "fn a() {\n    x.expect(\"x\");\n}\nfn b() {}\nfn c() {\n    y.expect(\"x\");\n    z();\n}\n";
        let edits = line_edits(old, new);
        assert_eq!(edits.len(), 2, "{edits:?}");
        assert_eq!((edits[0].line, edits[0].end_line), (2, 3));
        assert_eq!(edits[0].text, "    x.expect(\"x\");\n");
        assert_eq!(applied(old, &edits), new);
    }

    #[test]
    fn deletions_and_a_last_line_without_newline() {
        let (old, new) = ("a\nb\nc", "a\nc2");
        assert_eq!(applied(old, &line_edits(old, new)), new);
        let line = json("f.rs", "a\n", "b\n", false);
        let value: serde_json::Value = serde_json::from_str(&line).unwrap();
        assert_eq!(value["edits"][0]["text"], "b\n");
        assert_eq!(value["written"], false);
    }
}
