/**
 * Parses a number.
 *
 * ```
 * # let s = "4";
 * let n = parse(s).unwrap();
 * ```
 */
pub fn parse(s: &str) -> Option<u32> {
    s.parse().ok()
}

pub mod inner {
    /*!
    A module documented in a block without stars.

    ```no_run
    let t = make().unwrap();
    ```
    */
}
