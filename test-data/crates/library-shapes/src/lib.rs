//! Shapes from real crates that library patches must leave compiling.
#![allow(dead_code)]

pub mod clap_styling;
pub mod http_map;
pub mod http_uri;
pub mod own_string;
