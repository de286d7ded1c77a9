//! "Did you mean": the name a misspelt one most likely meant, among those that would be valid
//! where it was written.
//!
//! A slip of the fingers (`expresion`, `r1` for `r2`, `identifer`) is a small edit away from
//! the intended name; a name that is far from every candidate is more likely a misunderstanding,
//! where a guess would mislead, so none is offered.

/// The candidate nearest to `typed`, when it is close enough to be a likely slip: at most one
/// edit (insertion, deletion, substitution or swap of two neighbours) for every three
/// characters typed, and always one. Case is ignored when measuring (`Expression` means
/// `expression`). Of equally near candidates, the first.
pub fn closest<'c>(typed: &str, candidates: impl IntoIterator<Item = &'c str>) -> Option<&'c str> {
    let typed_lower = typed.to_lowercase();
    let allowed = (typed.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        if c == typed {
            continue;
        }
        let d = strsim::damerau_levenshtein(&typed_lower, &c.to_lowercase());
        if d <= allowed && best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// `: did you mean `name`?` to end a message with, or nothing when no candidate is near.
pub fn did_you_mean<'c>(typed: &str, candidates: impl IntoIterator<Item = &'c str>) -> String {
    closest(typed, candidates).map_or(String::new(), |c| format!(": did you mean `{c}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_names_are_offered() {
        let kinds = ["expression", "identifier", "type", "statement"];
        assert_eq!(closest("expresion", kinds), Some("expression"));
        assert_eq!(closest("identifer", kinds), Some("identifier"));
        assert_eq!(closest("Expression", kinds), Some("expression"));
        assert_eq!(closest("tpye", kinds), Some("type"), "a swap of neighbours is one edit");
        assert_eq!(closest("r1", ["r2", "other"]), Some("r2"));
    }

    #[test]
    fn far_names_get_no_guess() {
        assert_eq!(closest("banana", ["expression", "type"]), None);
        assert_eq!(closest("xyz", ["r1"]), None);
        assert_eq!(closest("r1", []), None);
    }

    #[test]
    fn the_nearest_wins_and_ties_keep_order() {
        assert_eq!(closest("stament", ["statements", "statement"]), Some("statement"));
        assert_eq!(closest("a", ["b", "c"]), Some("b"));
    }

    #[test]
    fn wording() {
        assert_eq!(did_you_mean("r1", ["r2"]), ": did you mean `r2`?");
        assert_eq!(did_you_mean("zzz", ["r2"]), "");
    }
}
