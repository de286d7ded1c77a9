//! `import re`, `from coccilib.report import *`: Python imports of what cocci provides are
//! blanked (the names are already globals); any other import is an error on its line, since
//! scripts run without Python's libraries. Blanking keeps every line where it was, so errors
//! still point at the right patch line.

/// Modules a script may import: they are provided as globals.
const PROVIDED: &[&str] = &["re", "coccilib", "coccilib.report", "coccilib.org", "cocci", "coccinelle"];

/// The code with provided imports blanked, or the 0-based line and message of the first
/// import of something not provided.
pub(crate) fn strip_provided(code: &str) -> Result<String, (u32, String)> {
    let mut out = String::with_capacity(code.len());
    for (i, line) in code.split_inclusive('\n').enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let module = match words.as_slice() {
            ["import", rest @ ..] if !rest.is_empty() => Some(rest.join(" ")),
            ["from", m, "import", ..] => Some((*m).to_owned()),
            _ => None,
        };
        let Some(module) = module else {
            out.push_str(line);
            continue;
        };
        for m in module.split(',').map(str::trim) {
            let name = m.split_whitespace().next().unwrap_or(m);
            if !PROVIDED.contains(&name) {
                return Err((
                    i as u32,
                    format!(
                        "`{}`: scripts run without Python's libraries; only {} are provided",
                        line.trim(),
                        PROVIDED.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>().join(", ")
                    ),
                ));
            }
        }
        out.push_str(if line.ends_with('\n') { "\n" } else { "" });
    }
    Ok(out)
}
