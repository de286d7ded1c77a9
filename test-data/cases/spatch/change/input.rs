fn main() {
    foo();
    this_type = g_type_register_static(LASSO_TYPE_NODE,
                                       "LassoProvider", &this_info, 0);
}
