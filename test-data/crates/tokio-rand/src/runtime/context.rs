// src/runtime/context.rs (trimmed to the random number generator).

use crate::util::rand::FastRand;

use std::cell::Cell;

struct Context {
    #[cfg(any(feature = "rt", feature = "macros"))]
    rng: Cell<Option<FastRand>>,
}

thread_local! { // tokio_thread_local! in tokio
    static CONTEXT: Context = const {
        Context {
            #[cfg(any(feature = "rt", feature = "macros"))]
            rng: Cell::new(None),
        }
    }
}

#[cfg(any(feature = "macros", feature = "rt"))]
pub fn thread_rng_n(n: u32) -> u32 {
    CONTEXT.with(|ctx| {
        let mut rng = ctx.rng.get().unwrap_or_else(FastRand::new);
        let ret = rng.fastrand_n(n);
        ctx.rng.set(Some(rng));
        ret
    })
}
