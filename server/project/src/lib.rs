//! Rust projects on disk: which files a folder holds (`.gitignore` respected) and which edition
//! each is written in.

pub mod edition;
pub mod files;
