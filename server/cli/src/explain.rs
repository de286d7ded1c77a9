//! `cocci explain PATCH FILE:LINE[:COL]`: for each rule, whether it matched there (with its
//! bindings) or why not. The engine gives byte ranges; this turns them into lines and columns
//! (characters, as rustc counts) and prints a block a rule, or one JSON object a rule.

use crate::columns::{Columns, Pos, Positions};
use engine::{At, Engine, Explained, Reason, TextRange, TextSize, Verdict};
use std::path::Path;
use std::process::ExitCode;

/// What `cocci explain` prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ExplainFormat {
    /// A block a rule, in words.
    #[default]
    Text,
    /// One JSON object a rule, a line each.
    Json,
}

/// A place as the user wrote it: `FILE:LINE` or `FILE:LINE:COL` (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub file: String,
    pub line: u32,
    pub col: Option<u32>,
}

impl Place {
    pub fn parse(s: &str) -> Result<Place, String> {
        let bad = || format!("`{s}`: expected FILE:LINE or FILE:LINE:COL (1-based)");
        let number = |t: &str| t.parse::<u32>().ok().filter(|n| *n > 0);
        let (rest, last) = s.rsplit_once(':').ok_or_else(bad)?;
        let last = number(last).ok_or_else(bad)?;
        // `FILE:LINE:COL` when what precedes the last number ends with a number too.
        if let Some((file, line)) = rest.rsplit_once(':')
            && let Some(line) = number(line)
            && !file.is_empty()
        {
            return Ok(Place { file: file.to_owned(), line, col: Some(last) });
        }
        if rest.is_empty() {
            return Err(bad());
        }
        Ok(Place { file: rest.to_owned(), line: last, col: None })
    }

    /// The place in `text`, or why it is not in it.
    fn at(&self, text: &str) -> Result<At, String> {
        let start = text.split_inclusive('\n').take(self.line as usize - 1).map(str::len).sum::<usize>();
        let Some(line) = text[start..].split('\n').next().filter(|_| start < text.len() || self.line == 1) else {
            return Err(format!("{} has no line {}", self.file, self.line));
        };
        let line = line.strip_suffix('\r').unwrap_or(line);
        let range = TextRange::at(TextSize::from(start as u32), TextSize::from(line.len() as u32));
        let Some(col) = self.col else { return Ok(At::Line(range)) };
        // Columns count characters; the column just after the line's end is still on it.
        let offset = match line.char_indices().nth(col as usize - 1) {
            Some((i, _)) => i,
            None if col as usize == line.chars().count() + 1 => line.len(),
            None => return Err(format!("line {} of {} has no column {col}", self.line, self.file)),
        };
        Ok(At::Point(TextSize::from((start + offset) as u32)))
    }

    fn shown(&self) -> String {
        match self.col {
            Some(c) => format!("{}:{}:{c}", self.file, self.line),
            None => format!("{}:{}", self.file, self.line),
        }
    }
}

/// Runs `cocci explain`: 0 when it could say, 2 when the patch, the file or the place is wrong.
pub fn run(
    patch_path: &Path,
    place: &str,
    format: ExplainFormat,
    defines: &[String],
    configurations: (sema::Configuration, Option<sema::Configuration>),
) -> ExitCode {
    match explain(patch_path, place, format, defines, configurations) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            if !e.is_empty() {
                eprintln!("error: {e}");
            }
            ExitCode::from(2)
        }
    }
}

fn explain(
    patch_path: &Path,
    place: &str,
    format: ExplainFormat,
    defines: &[String],
    (configuration, other): (sema::Configuration, Option<sema::Configuration>),
) -> Result<String, String> {
    let place = Place::parse(place)?;
    let patch_name = patch_path.display().to_string();
    // Its errors are said as they are (they carry their own `error:`); nothing more to say.
    let (patch_text, parsed) = crate::snippet::load_patch(patch_path, &[]).ok_or_else(String::new)?;
    let text = std::fs::read_to_string(&place.file).map_err(|e| format!("cannot read {}: {e}", place.file))?;
    let at = place.at(&text)?;
    let mut engine = Engine::standard(&parsed.patch);
    engine
        .define(defines)
        .map_err(|unknown| format!("-D {}: the patch declares no such virtual rule", unknown.join(", -D ")))?;
    // Typed metavariables and paths ask the model of the file's workspace (or of the lone
    // file), loaded on the first question as `apply` loads it; with `--all-cfgs`, a second
    // configuration's about code the first configures out.
    let file = Path::new(&place.file);
    let model_of = |c: sema::Configuration| sema::SemanticModel::new([file]).with_configuration(c);
    let models = engine.needs_semantics().then(|| (model_of(configuration), other.map(model_of)));
    let answers: Option<Box<dyn engine::sema::FileSemantics>> = models.as_ref().map(|(first, other)| match other {
        Some(other) => sema_api::Workspace::file(&sema_api::Configurations { first, other }, file, &text),
        None => sema_api::Workspace::file(first, file, &text),
    });
    let given = engine::Given { path: Some(&place.file), sema: answers.as_deref(), ..Default::default() };
    let edition = project::edition::Editions::default().for_file(Path::new(&place.file));
    let explained = engine.explain(&text, edition, at, given);
    let ctx = Shown { patch: &patch_name, place: &place, at: Positions::new(&text, Columns::Chars) };
    let rules = &parsed.patch.rules;
    Ok(explained
        .iter()
        .map(|e| {
            let header_line = smpl::LineCol::of(&patch_text, rules[e.rule_index].header.start().into()).line;
            match format {
                ExplainFormat::Text => ctx.text(e, header_line),
                ExplainFormat::Json => ctx.json(e, header_line),
            }
        })
        .collect())
}

/// What the output names: the patch, the file and the place asked about.
struct Shown<'a> {
    patch: &'a str,
    place: &'a Place,
    at: Positions,
}

impl Shown<'_> {
    fn text(&self, e: &Explained, header_line: u32) -> String {
        let head = format!("{} ({}:{header_line})", e.rule, self.patch);
        match &e.verdict {
            Verdict::Matched { range, bindings } => {
                let (s, t) = (self.at.at(range.start()), self.at.at(range.end()));
                let mut out =
                    format!("{head}: matched at {}:{}:{}-{}:{}\n", self.place.file, s.line, s.col, t.line, t.col);
                for (name, code) in bindings {
                    out.push_str(&format!("  {name} = {}\n", code.split_whitespace().collect::<Vec<_>>().join(" ")));
                }
                out
            }
            Verdict::NotMatched(reasons) if reasons.len() == 1 && reasons[0].branch.is_none() => {
                format!("{head}: not matched at {}: {}\n", self.where_(&reasons[0]), reasons[0].message)
            }
            Verdict::NotMatched(reasons) => {
                let mut out = format!("{head}: not matched at {}:\n", self.place.shown());
                for r in reasons {
                    let branch = r.branch.map_or(String::new(), |b| format!("branch {}: ", b + 1));
                    out.push_str(&format!("  {branch}not matched at {}: {}\n", self.where_(r), r.message));
                }
                out
            }
            Verdict::Script => format!("{head}: a script rule: explain does not run it\n"),
        }
    }

    /// Where a reason points: its code, or the place asked about.
    fn where_(&self, r: &Reason) -> String {
        match r.at {
            Some(range) => {
                let p = self.at.at(range.start());
                format!("{}:{}:{}", self.place.file, p.line, p.col)
            }
            None => self.place.shown(),
        }
    }

    fn json(&self, e: &Explained, header_line: u32) -> String {
        let pos = |p: Pos| serde_json::json!({ "line": p.line, "column": p.col });
        let mut obj = serde_json::json!({
            "rule": e.rule,
            "patch": self.patch,
            "patch_line": header_line,
            "file": self.place.file,
            "line": self.place.line,
            "column": self.place.col,
        });
        let more = match &e.verdict {
            Verdict::Matched { range, bindings } => serde_json::json!({
                "matched": true,
                "start": pos(self.at.at(range.start())),
                "end": pos(self.at.at(range.end())),
                "bindings": bindings.iter().map(|(n, c)| serde_json::json!({ "name": n, "code": c })).collect::<Vec<_>>(),
            }),
            Verdict::NotMatched(reasons) => serde_json::json!({
                "matched": false,
                "reasons": reasons.iter().map(|r| serde_json::json!({
                    "kind": r.kind,
                    "message": r.message,
                    "branch": r.branch,
                    "start": r.at.map(|a| pos(self.at.at(a.start()))),
                    "end": r.at.map(|a| pos(self.at.at(a.end()))),
                })).collect::<Vec<_>>(),
            }),
            Verdict::Script => serde_json::json!({ "matched": false, "script": true }),
        };
        if let (Some(o), serde_json::Value::Object(m)) = (obj.as_object_mut(), more) {
            o.extend(m);
        }
        format!("{obj}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_parse_with_and_without_a_column() {
        let p = |s: &str| Place::parse(s);
        assert_eq!(p("src/a.rs:3"), Ok(Place { file: "src/a.rs".into(), line: 3, col: None }));
        assert_eq!(p("src/a.rs:3:5"), Ok(Place { file: "src/a.rs".into(), line: 3, col: Some(5) }));
        assert!(p("src/a.rs").is_err());
        assert!(p("src/a.rs:0").is_err());
    }

    #[test]
    fn a_place_is_found_in_the_text() {
        let text = "fn f() {\n    é.x();\n}\n";
        let place = |line, col| Place { file: "a.rs".into(), line, col }.at(text);
        assert_eq!(place(2, Some(6)), Ok(At::Point(TextSize::from(15))));
        assert_eq!(place(2, None), Ok(At::Line(TextRange::new(9.into(), 20.into()))));
        assert!(place(9, None).is_err());
        assert!(place(2, Some(40)).is_err());
    }
}
