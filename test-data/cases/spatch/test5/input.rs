/*
 * If still have an edge from the startif to endif (AfterNode),
 * with a if-then-and-else, then the ctl engine will see a direct path from
 * startif to endif; on this program it would reject f(X) ... g(X).
 */
fn main() {

    f(1);

    if ready() {
        g(1);
    } else {
        g(1);
    }

    // g(1);  // if  add this then the CTL even with the direct path will this time
    //  accept, but we cheat.
}
