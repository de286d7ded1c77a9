//! A code block's info string (the words after its opening fence), read as rustdoc reads it:
//! whether the block is Rust that rustdoc compiles, whether it must fail to compile, and the
//! edition it names.

use engine::Edition;

/// What a code block's info string says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tags {
    /// Rust for rustdoc: no tag, `rust`, or only rustdoc's test attributes (`ignore`, `no_run`,
    /// `should_panic`, `compile_fail`, `edition2021`, ...).
    pub rust: bool,
    /// `compile_fail`: the code is meant not to compile, so a rewrite that "fixes" it is not
    /// wanted unless the user asks for it.
    pub compile_fail: bool,
    /// The edition an `edition20xx` tag names.
    pub edition: Option<Edition>,
}

/// Reads an info string. Words are separated by commas and white space. A word rustdoc does
/// not know makes the block another language, unless `rust` or a test attribute came before
/// it (rustdoc's own rule, so `rust,text` is Rust and `text,ignore` is not). Braces (the
/// `{.class}` syntax) are left to rustdoc: such a block is never taken for Rust.
pub fn parse(info: &str) -> Tags {
    let mut tags = Tags { rust: true, compile_fail: false, edition: None };
    if info.contains('{') {
        tags.rust = false;
        return tags;
    }
    let (mut seen_rust, mut seen_other) = (false, false);
    for word in info.split(|c: char| c == ',' || c.is_whitespace()).filter(|w| !w.is_empty()) {
        match word {
            "rust" => seen_rust = true,
            "compile_fail" => {
                tags.compile_fail = true;
                seen_rust |= !seen_other;
            }
            "ignore" | "no_run" | "should_panic" | "test_harness" | "standalone_crate" => seen_rust |= !seen_other,
            w if w.starts_with("ignore-") || is_error_code(w) => seen_rust |= !seen_other,
            w if w.starts_with("edition") => tags.edition = edition(&w["edition".len()..]),
            _ => seen_other = true,
        }
    }
    tags.rust = !seen_other || seen_rust;
    tags
}

/// `E0308`: the error a `compile_fail` block must give.
fn is_error_code(w: &str) -> bool {
    w.len() == 5 && w.starts_with('E') && w[1..].bytes().all(|b| b.is_ascii_digit())
}

fn edition(year: &str) -> Option<Edition> {
    match year {
        "2015" => Some(Edition::Edition2015),
        "2018" => Some(Edition::Edition2018),
        "2021" => Some(Edition::Edition2021),
        "2024" => Some(Edition::Edition2024),
        _ => None,
    }
}
