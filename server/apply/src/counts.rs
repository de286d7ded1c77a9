//! What a run over files adds up to, and the summary line `cocci apply` ends with (the
//! server's preview shows the same line).

use std::collections::BTreeMap;

/// Counts of one file or of many.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Matches rewritten (or, for `check`, reported).
    pub matches: usize,
    /// Matches left as they were because their rewrite would have been wrong.
    pub refused: usize,
    pub files_changed: usize,
    pub problems: usize,
    /// Candidates a typed patch skipped because the semantic model could not tell their type
    /// or what they name.
    pub skipped: usize,
    /// The same, by reason ([`engine::SkipReason::kind`]).
    pub skipped_by: BTreeMap<&'static str, usize>,
    /// Macro calls holding the patch's words in tokens that are not code (see
    /// [`engine::Outcome::macros_not_entered`]).
    pub macros_not_entered: usize,
}

impl Counts {
    pub fn add(&mut self, other: Counts) {
        self.matches += other.matches;
        self.refused += other.refused;
        self.files_changed += other.files_changed;
        self.problems += other.problems;
        self.skipped += other.skipped;
        self.macros_not_entered += other.macros_not_entered;
        for (kind, n) in other.skipped_by {
            *self.skipped_by.entry(kind).or_default() += n;
        }
    }

    /// `N matches, R refused, F files changed, P problems, S candidates skipped (...)`; the
    /// refused and skipped parts only where there are some.
    pub fn summary(&self) -> String {
        // Refusals are matches too, but not changes: said apart, where there are some.
        let refused = if self.refused > 0 { format!(", {} refused", self.refused) } else { String::new() };
        format!(
            "{}{refused}, {}, {}{}",
            count(self.matches, "match", "matches"),
            count(self.files_changed, "file changed", "files changed"),
            count(self.problems, "problem", "problems"),
            self.skipped_part() + &self.macros_part()
        )
    }

    /// What `cocci check` ends with: `N matches in F files` (`files`: the files checked), then
    /// the problems and the skipped candidates where there are some. Worded as [`Self::summary`],
    /// without what only rewriting has (files changed, refusals).
    pub fn check_summary(&self, files: usize) -> String {
        let problems = if self.problems > 0 {
            format!(", {}", count(self.problems, "problem", "problems"))
        } else {
            String::new()
        };
        format!(
            "{} in {}{problems}{}",
            count(self.matches, "match", "matches"),
            count(files, "file", "files"),
            self.skipped_part() + &self.macros_part()
        )
    }

    /// `, M macro calls not looked into (...)`, or nothing when there were none: a patch could
    /// have matched there, but only the macro's expansion would say where its tokens go.
    pub fn macros_part(&self) -> String {
        if self.macros_not_entered == 0 {
            return String::new();
        }
        format!(
            ", {} not looked into (the patch's words are in tokens that are not code)",
            count(self.macros_not_entered, "macro call", "macro calls")
        )
    }

    /// `, S candidates skipped (type unknown: 2, configured out: 1)`, or nothing when none
    /// were.
    pub fn skipped_part(&self) -> String {
        if self.skipped == 0 {
            return String::new();
        }
        let reasons: Vec<String> = self.skipped_by.iter().map(|(kind, n)| format!("{kind}: {n}")).collect();
        let reasons = if reasons.is_empty() { "type or name unknown".to_owned() } else { reasons.join(", ") };
        format!(", {} skipped ({reasons})", count(self.skipped, "candidate", "candidates"))
    }
}

/// `1 match`, `2 matches`.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_summary_says_matches_of_files_checked() {
        let none = Counts::default();
        assert_eq!(none.check_summary(3), "0 matches in 3 files");
        let unread = Counts { macros_not_entered: 2, ..Counts::default() };
        assert_eq!(
            unread.check_summary(1),
            "0 matches in 1 file, 2 macro calls not looked into (the patch's words are in tokens that are not code)"
        );
        let some = Counts { matches: 1, problems: 2, ..Counts::default() };
        assert_eq!(some.check_summary(1), "1 match in 1 file, 2 problems");
        let skipped = Counts { skipped: 1, skipped_by: [("no model", 1)].into(), ..Counts::default() };
        assert_eq!(skipped.check_summary(2), "0 matches in 2 files, 1 candidate skipped (no model: 1)");
    }
}
