print("tca-shell")
