use scopeguard::{guard_with, ScopeGuard};
use std::{
    fs,
    io::{self, Read},
};

mod inner {
    use scopeguard::{
        ScopeGuard, // the type stays
        guard_with,      // the function is renamed
    };
}
