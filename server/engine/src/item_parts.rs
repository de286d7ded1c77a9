//! Items and the parts of them a pattern may leave unsaid: the matcher lets a pattern item
//! match code with them (`drop_unsaid`), and the rewriter puts them back when it replaces the
//! item (`rewriting::unsaid`).

use ra_ap_syntax::SyntaxKind;

/// The parts of an item a pattern may leave out, besides attributes.
pub(crate) const OPTIONAL_PARTS: &[SyntaxKind] =
    &[SyntaxKind::VISIBILITY, SyntaxKind::RET_TYPE, SyntaxKind::GENERIC_PARAM_LIST, SyntaxKind::WHERE_CLAUSE];

/// Whether `kind` is one of the [`OPTIONAL_PARTS`].
pub(crate) fn is_optional_part(kind: SyntaxKind) -> bool {
    OPTIONAL_PARTS.contains(&kind)
}

/// Items and other nodes whose optional parts a pattern may leave out.
pub(crate) fn is_item_like(kind: SyntaxKind) -> bool {
    use SyntaxKind::*;
    matches!(
        kind,
        FN | STRUCT
            | ENUM
            | UNION
            | TRAIT
            | IMPL
            | CONST
            | STATIC
            | TYPE_ALIAS
            | MODULE
            | USE
            | RECORD_FIELD
            | TUPLE_FIELD
            | VARIANT
            | MACRO_RULES
    )
}
