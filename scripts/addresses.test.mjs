import { describe, expect, it } from "vitest";
import { startAddresses } from "./addresses.mjs";

describe("npm start: the addresses the store and the stand-in agree on (issue 8, item 12)", () => {
  it("defaults to the store on localhost:3000 and the stand-in on localhost:3001", () => {
    expect(startAddresses({})).toMatchObject({
      store: {
        PORT: "3000",
        BASE_URL: "http://localhost:3000",
        NEXTAUTH_URL: "http://localhost:3000",
        SUITE_URL: "http://localhost:3001",
      },
      suite: {
        SUITE_PORT: "3001",
        SUITE_ISSUER: "http://localhost:3001",
        SUITE_REDIRECT_URIS: "http://localhost:3000/api/auth/callback/suite",
        SUITE_BACKCHANNEL_LOGOUT_URI: "http://localhost:3000/api/auth/backchannel-logout",
      },
    });
  });

  it("listens on the port of a BASE_URL on this machine, and signs in there", () => {
    const addresses = startAddresses({ BASE_URL: "http://localhost:4000/" });
    expect(addresses.store).toEqual({
      PORT: "4000",
      BASE_URL: "http://localhost:4000",
      NEXTAUTH_URL: "http://localhost:4000",
      SUITE_URL: "http://localhost:3001",
    });
    expect(addresses.suite.SUITE_REDIRECT_URIS).toBe("http://localhost:4000/api/auth/callback/suite");
    expect(addresses.suite.SUITE_BACKCHANNEL_LOGOUT_URI).toBe("http://localhost:4000/api/auth/backchannel-logout");
  });

  it("hands a PORT-derived origin to the store as its BASE_URL too", () => {
    expect(startAddresses({ PORT: "4100" }).store).toMatchObject({
      PORT: "4100",
      BASE_URL: "http://localhost:4100",
      NEXTAUTH_URL: "http://localhost:4100",
    });
  });

  it("keeps PORT for a public BASE_URL behind a proxy, and the sign-in origin follows BASE_URL", () => {
    const addresses = startAddresses({ BASE_URL: "https://store.example", PORT: "8080" });
    expect(addresses.store).toMatchObject({
      PORT: "8080",
      BASE_URL: "https://store.example",
      NEXTAUTH_URL: "https://store.example",
    });
    expect(addresses.suite.SUITE_REDIRECT_URIS).toBe("https://store.example/api/auth/callback/suite");
  });

  it("takes the sign-in origin from NEXTAUTH_URL when it is set", () => {
    const addresses = startAddresses({ BASE_URL: "https://store.example", NEXTAUTH_URL: "https://auth.store.example" });
    expect(addresses.store.NEXTAUTH_URL).toBe("https://auth.store.example");
    expect(addresses.suite.SUITE_REDIRECT_URIS).toBe("https://auth.store.example/api/auth/callback/suite");
    expect(addresses.suite.SUITE_BACKCHANNEL_LOGOUT_URI).toBe("https://auth.store.example/api/auth/backchannel-logout");
  });

  it("treats empty variables (a copied .env.example) as unset", () => {
    expect(startAddresses({ PORT: "", BASE_URL: "", NEXTAUTH_URL: " ", SUITE_URL: "" }).store).toEqual({
      PORT: "3000",
      BASE_URL: "http://localhost:3000",
      NEXTAUTH_URL: "http://localhost:3000",
      SUITE_URL: "http://localhost:3001",
    });
  });

  it("runs the stand-in where SUITE_URL points on this machine, and keeps explicit stand-in settings", () => {
    expect(startAddresses({ SUITE_URL: "http://localhost:4001" }).suite).toMatchObject({
      SUITE_PORT: "4001",
      SUITE_ISSUER: "http://localhost:4001",
    });
    const explicit = startAddresses({
      SUITE_REDIRECT_URIS: "https://a.example/cb",
      SUITE_BACKCHANNEL_LOGOUT_URI: "off",
      SUITE_ISSUER: "https://suite.example",
    }).suite;
    expect(explicit).toMatchObject({
      SUITE_REDIRECT_URIS: "https://a.example/cb",
      SUITE_BACKCHANNEL_LOGOUT_URI: "off",
      SUITE_ISSUER: "https://suite.example",
    });
  });
});
