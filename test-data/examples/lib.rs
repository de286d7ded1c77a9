// The README's example files, as modules of one crate.
mod config;
mod inventory;
mod typeck;
