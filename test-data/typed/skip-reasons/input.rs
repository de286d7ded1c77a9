pub fn known(v: Vec<u8>) -> bool {
    v.len() == 0
}

#[cfg(feature = "never-enabled")]
pub fn configured_out(v: Vec<u8>) -> bool {
    v.len() == 0
}

pub fn statement_configured_out(v: Vec<u8>) -> bool {
    #[cfg(feature = "never-enabled")]
    let _ = v.len() == 0;
    true
}

pub fn in_an_unknown_macro(v: Vec<u8>) -> bool {
    not_a_macro_anyone_defined!(v.len() == 0);
    true
}

pub fn unknown_type() -> bool {
    undefined_function().len() == 0
}
