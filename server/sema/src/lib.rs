//! The semantic layer (placeholder while the crate is being built).
