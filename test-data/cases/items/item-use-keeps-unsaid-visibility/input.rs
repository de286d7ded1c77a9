pub(crate) use crate::old::Client;

mod inner {
    #[cfg(feature = "blocking")]
    pub use crate::old::Client;
}

use crate::old::Client;
