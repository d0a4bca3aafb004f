(define (problem plan_trial_H00004_pillow_coffeetable)
(:domain alfred)
(:objects
  agent1 - agent
  CellPhoneType - otype
  CreditCardType - otype
  KeyChainType - otype
  NewspaperType - otype
  PillowType - otype
  RemoteControlType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  TVStandType - rtype
  Pillow_bar__minus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_01 - object
  CreditCard_bar__minus_00_dot_07_bar__plus_01_dot_86_bar__minus_02_dot_23 - object
  CellPhone_bar__plus_00_dot_18_bar__minus_01_dot_75_bar__minus_02_dot_26 - object
  RemoteControl_bar__plus_00_dot_66_bar__minus_00_dot_53_bar__plus_02_dot_00 - object
  KeyChain_bar__minus_00_dot_50_bar__plus_01_dot_10_bar__minus_00_dot_04 - object
  Newspaper_bar__minus_01_dot_39_bar__minus_01_dot_92_bar__minus_02_dot_07 - object
  Dresser_bar__plus_00_dot_57_bar__minus_01_dot_05_bar__plus_00_dot_42 - receptacle
  CoffeeTable_bar__plus_02_dot_41_bar__plus_01_dot_80_bar__plus_02_dot_23 - receptacle
  SideTable_bar__plus_00_dot_39_bar__plus_02_dot_44_bar__minus_01_dot_92 - receptacle
  TVStand_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__minus_01_dot_71 - receptacle
  Drawer_bar__plus_01_dot_32_bar__plus_02_dot_09_bar__plus_02_dot_47 - receptacle
  loc_bar_1_bar_3_bar_0_bar_15 - location
  loc_bar_3_bar__minus_8_bar_0_bar_45 - location
  loc_bar_5_bar_2_bar_3_bar_30 - location
  loc_bar__minus_6_bar_8_bar_3_bar_30 - location
  loc_bar__minus_7_bar__minus_5_bar_1_bar_15 - location
  loc_bar__minus_8_bar_6_bar_1_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_5_bar_2_bar_3_bar_30)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType PillowType)
  (canContain DrawerType RemoteControlType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType KeyChainType)
  (canContain DresserType NewspaperType)
  (canContain DresserType PillowType)
  (canContain DresserType RemoteControlType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType PillowType)
  (canContain SideTableType RemoteControlType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType PillowType)
  (canContain TVStandType RemoteControlType)
  (receptacleType Dresser_bar__plus_00_dot_57_bar__minus_01_dot_05_bar__plus_00_dot_42 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_57_bar__minus_01_dot_05_bar__plus_00_dot_42 loc_bar_1_bar_3_bar_0_bar_15)
  (receptacleType CoffeeTable_bar__plus_02_dot_41_bar__plus_01_dot_80_bar__plus_02_dot_23 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_02_dot_41_bar__plus_01_dot_80_bar__plus_02_dot_23 loc_bar__minus_7_bar__minus_5_bar_1_bar_15)
  (receptacleType SideTable_bar__plus_00_dot_39_bar__plus_02_dot_44_bar__minus_01_dot_92 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_39_bar__plus_02_dot_44_bar__minus_01_dot_92 loc_bar__minus_8_bar_6_bar_1_bar_15)
  (receptacleType TVStand_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__minus_01_dot_71 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__minus_01_dot_71 loc_bar_3_bar__minus_8_bar_0_bar_45)
  (receptacleType Drawer_bar__plus_01_dot_32_bar__plus_02_dot_09_bar__plus_02_dot_47 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_32_bar__plus_02_dot_09_bar__plus_02_dot_47 loc_bar__minus_6_bar_8_bar_3_bar_30)
  (openable Drawer_bar__plus_01_dot_32_bar__plus_02_dot_09_bar__plus_02_dot_47)
  (objectType Pillow_bar__minus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_01 PillowType)
  (inReceptacle Pillow_bar__minus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_01 SideTable_bar__plus_00_dot_39_bar__plus_02_dot_44_bar__minus_01_dot_92)
  (objectAtLocation Pillow_bar__minus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_01 loc_bar__minus_8_bar_6_bar_1_bar_15)
  (pickupable Pillow_bar__minus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_01)
  (objectType CreditCard_bar__minus_00_dot_07_bar__plus_01_dot_86_bar__minus_02_dot_23 CreditCardType)
  (inReceptacle CreditCard_bar__minus_00_dot_07_bar__plus_01_dot_86_bar__minus_02_dot_23 TVStand_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__minus_01_dot_71)
  (objectAtLocation CreditCard_bar__minus_00_dot_07_bar__plus_01_dot_86_bar__minus_02_dot_23 loc_bar_3_bar__minus_8_bar_0_bar_45)
  (pickupable CreditCard_bar__minus_00_dot_07_bar__plus_01_dot_86_bar__minus_02_dot_23)
  (objectType CellPhone_bar__plus_00_dot_18_bar__minus_01_dot_75_bar__minus_02_dot_26 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_00_dot_18_bar__minus_01_dot_75_bar__minus_02_dot_26 Dresser_bar__plus_00_dot_57_bar__minus_01_dot_05_bar__plus_00_dot_42)
  (objectAtLocation CellPhone_bar__plus_00_dot_18_bar__minus_01_dot_75_bar__minus_02_dot_26 loc_bar_1_bar_3_bar_0_bar_15)
  (pickupable CellPhone_bar__plus_00_dot_18_bar__minus_01_dot_75_bar__minus_02_dot_26)
  (objectType RemoteControl_bar__plus_00_dot_66_bar__minus_00_dot_53_bar__plus_02_dot_00 RemoteControlType)
  (inReceptacle RemoteControl_bar__plus_00_dot_66_bar__minus_00_dot_53_bar__plus_02_dot_00 TVStand_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__minus_01_dot_71)
  (objectAtLocation RemoteControl_bar__plus_00_dot_66_bar__minus_00_dot_53_bar__plus_02_dot_00 loc_bar_3_bar__minus_8_bar_0_bar_45)
  (pickupable RemoteControl_bar__plus_00_dot_66_bar__minus_00_dot_53_bar__plus_02_dot_00)
  (objectType KeyChain_bar__minus_00_dot_50_bar__plus_01_dot_10_bar__minus_00_dot_04 KeyChainType)
  (inReceptacle KeyChain_bar__minus_00_dot_50_bar__plus_01_dot_10_bar__minus_00_dot_04 Drawer_bar__plus_01_dot_32_bar__plus_02_dot_09_bar__plus_02_dot_47)
  (objectAtLocation KeyChain_bar__minus_00_dot_50_bar__plus_01_dot_10_bar__minus_00_dot_04 loc_bar__minus_6_bar_8_bar_3_bar_30)
  (pickupable KeyChain_bar__minus_00_dot_50_bar__plus_01_dot_10_bar__minus_00_dot_04)
  (objectType Newspaper_bar__minus_01_dot_39_bar__minus_01_dot_92_bar__minus_02_dot_07 NewspaperType)
  (inReceptacle Newspaper_bar__minus_01_dot_39_bar__minus_01_dot_92_bar__minus_02_dot_07 Drawer_bar__plus_01_dot_32_bar__plus_02_dot_09_bar__plus_02_dot_47)
  (objectAtLocation Newspaper_bar__minus_01_dot_39_bar__minus_01_dot_92_bar__minus_02_dot_07 loc_bar__minus_6_bar_8_bar_3_bar_30)
  (pickupable Newspaper_bar__minus_01_dot_39_bar__minus_01_dot_92_bar__minus_02_dot_07)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PillowType)
                    (receptacleType ?r CoffeeTableType)
                )
            )
        )
    )
)
)
