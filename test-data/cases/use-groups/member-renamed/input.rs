use scopeguard::{guard, ScopeGuard};
use std::{
    fs,
    io::{self, Read},
};

mod inner {
    use scopeguard::{
        ScopeGuard, // the type stays
        guard,      // the function is renamed
    };
}
