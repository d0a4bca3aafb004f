(define (problem plan_trial_H00010_box_dresser)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  CellPhoneType - otype
  CreditCardType - otype
  RemoteControlType - otype
  StatueType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Box_bar__plus_00_dot_89_bar__minus_00_dot_15_bar__plus_00_dot_07 - object
  CreditCard_bar__minus_00_dot_09_bar__minus_01_dot_56_bar__minus_01_dot_98 - object
  Statue_bar__plus_01_dot_20_bar__minus_02_dot_09_bar__minus_02_dot_08 - object
  RemoteControl_bar__plus_00_dot_17_bar__minus_01_dot_05_bar__minus_02_dot_39 - object
  CellPhone_bar__minus_00_dot_21_bar__minus_01_dot_02_bar__minus_00_dot_78 - object
  TVStand_bar__plus_00_dot_18_bar__minus_00_dot_80_bar__plus_01_dot_76 - receptacle
  ArmChair_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__plus_00_dot_49 - receptacle
  Drawer_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_00_dot_52 - receptacle
  Dresser_bar__plus_00_dot_85_bar__minus_00_dot_35_bar__plus_00_dot_63 - receptacle
  Sofa_bar__minus_01_dot_28_bar__minus_01_dot_78_bar__plus_01_dot_49 - receptacle
  SideTable_bar__minus_02_dot_20_bar__minus_00_dot_83_bar__minus_01_dot_83 - receptacle
  CoffeeTable_bar__minus_00_dot_00_bar__minus_01_dot_37_bar__minus_02_dot_32 - receptacle
  loc_bar_1_bar_4_bar_1_bar_30 - location
  loc_bar_2_bar_8_bar_1_bar_45 - location
  loc_bar_3_bar_3_bar_3_bar_15 - location
  loc_bar_7_bar__minus_1_bar_2_bar_15 - location
  loc_bar_8_bar__minus_4_bar_2_bar_45 - location
  loc_bar__minus_4_bar_4_bar_3_bar_45 - location
  loc_bar__minus_5_bar_0_bar_1_bar_30 - location
  loc_bar__minus_5_bar_2_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_2_bar_8_bar_1_bar_45)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType RemoteControlType)
  (canContain ArmChairType StatueType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType StatueType)
  (canContain DrawerType BoxType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType StatueType)
  (canContain DresserType BoxType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType StatueType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType StatueType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType RemoteControlType)
  (canContain TVStandType StatueType)
  (receptacleType TVStand_bar__plus_00_dot_18_bar__minus_00_dot_80_bar__plus_01_dot_76 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_00_dot_18_bar__minus_00_dot_80_bar__plus_01_dot_76 loc_bar__minus_4_bar_4_bar_3_bar_45)
  (receptacleType ArmChair_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__plus_00_dot_49 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__plus_00_dot_49 loc_bar_8_bar__minus_4_bar_2_bar_45)
  (receptacleType Drawer_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_00_dot_52 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_00_dot_52 loc_bar_1_bar_4_bar_1_bar_30)
  (openable Drawer_bar__plus_00_dot_01_bar__plus_00_dot_38_bar__plus_00_dot_52)
  (receptacleType Dresser_bar__plus_00_dot_85_bar__minus_00_dot_35_bar__plus_00_dot_63 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_85_bar__minus_00_dot_35_bar__plus_00_dot_63 loc_bar_3_bar_3_bar_3_bar_15)
  (receptacleType Sofa_bar__minus_01_dot_28_bar__minus_01_dot_78_bar__plus_01_dot_49 SofaType)
  (receptacleAtLocation Sofa_bar__minus_01_dot_28_bar__minus_01_dot_78_bar__plus_01_dot_49 loc_bar__minus_5_bar_2_bar_0_bar_60)
  (receptacleType SideTable_bar__minus_02_dot_20_bar__minus_00_dot_83_bar__minus_01_dot_83 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_20_bar__minus_00_dot_83_bar__minus_01_dot_83 loc_bar__minus_5_bar_0_bar_1_bar_30)
  (receptacleType CoffeeTable_bar__minus_00_dot_00_bar__minus_01_dot_37_bar__minus_02_dot_32 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_00_dot_00_bar__minus_01_dot_37_bar__minus_02_dot_32 loc_bar_7_bar__minus_1_bar_2_bar_15)
  (objectType Box_bar__plus_00_dot_89_bar__minus_00_dot_15_bar__plus_00_dot_07 BoxType)
  (inReceptacle Box_bar__plus_00_dot_89_bar__minus_00_dot_15_bar__plus_00_dot_07 ArmChair_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__plus_00_dot_49)
  (objectAtLocation Box_bar__plus_00_dot_89_bar__minus_00_dot_15_bar__plus_00_dot_07 loc_bar_8_bar__minus_4_bar_2_bar_45)
  (pickupable Box_bar__plus_00_dot_89_bar__minus_00_dot_15_bar__plus_00_dot_07)
  (objectType CreditCard_bar__minus_00_dot_09_bar__minus_01_dot_56_bar__minus_01_dot_98 CreditCardType)
  (inReceptacle CreditCard_bar__minus_00_dot_09_bar__minus_01_dot_56_bar__minus_01_dot_98 ArmChair_bar__minus_01_dot_68_bar__plus_01_dot_37_bar__plus_00_dot_49)
  (objectAtLocation CreditCard_bar__minus_00_dot_09_bar__minus_01_dot_56_bar__minus_01_dot_98 loc_bar_8_bar__minus_4_bar_2_bar_45)
  (pickupable CreditCard_bar__minus_00_dot_09_bar__minus_01_dot_56_bar__minus_01_dot_98)
  (objectType Statue_bar__plus_01_dot_20_bar__minus_02_dot_09_bar__minus_02_dot_08 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_20_bar__minus_02_dot_09_bar__minus_02_dot_08 SideTable_bar__minus_02_dot_20_bar__minus_00_dot_83_bar__minus_01_dot_83)
  (objectAtLocation Statue_bar__plus_01_dot_20_bar__minus_02_dot_09_bar__minus_02_dot_08 loc_bar__minus_5_bar_0_bar_1_bar_30)
  (pickupable Statue_bar__plus_01_dot_20_bar__minus_02_dot_09_bar__minus_02_dot_08)
  (objectType RemoteControl_bar__plus_00_dot_17_bar__minus_01_dot_05_bar__minus_02_dot_39 RemoteControlType)
  (inReceptacle RemoteControl_bar__plus_00_dot_17_bar__minus_01_dot_05_bar__minus_02_dot_39 SideTable_bar__minus_02_dot_20_bar__minus_00_dot_83_bar__minus_01_dot_83)
  (objectAtLocation RemoteControl_bar__plus_00_dot_17_bar__minus_01_dot_05_bar__minus_02_dot_39 loc_bar__minus_5_bar_0_bar_1_bar_30)
  (pickupable RemoteControl_bar__plus_00_dot_17_bar__minus_01_dot_05_bar__minus_02_dot_39)
  (objectType CellPhone_bar__minus_00_dot_21_bar__minus_01_dot_02_bar__minus_00_dot_78 CellPhoneType)
  (inReceptacle CellPhone_bar__minus_00_dot_21_bar__minus_01_dot_02_bar__minus_00_dot_78 TVStand_bar__plus_00_dot_18_bar__minus_00_dot_80_bar__plus_01_dot_76)
  (objectAtLocation CellPhone_bar__minus_00_dot_21_bar__minus_01_dot_02_bar__minus_00_dot_78 loc_bar__minus_4_bar_4_bar_3_bar_45)
  (pickupable CellPhone_bar__minus_00_dot_21_bar__minus_01_dot_02_bar__minus_00_dot_78)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BoxType)
                    (receptacleType ?r DresserType)
                )
            )
        )
    )
)
)
